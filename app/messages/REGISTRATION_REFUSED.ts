// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REGISTRATION_REFUSED = {"en":"The shop refused this registration","ar":"رفض المتجر هذا التسجيل"};
