// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CLIENT_ERROR_FALLBACK = {"en":"This request could not be handled.","ar":"تعذّرت معالجة هذا الطلب."};
