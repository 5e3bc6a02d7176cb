// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REGISTRATION_SUCCESS = {"en":"Registration Successful","ar":"تم التسجيل بنجاح"};
