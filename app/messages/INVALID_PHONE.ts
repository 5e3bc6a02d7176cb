// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const INVALID_PHONE = {"en":"Invalid phone number format!","ar":"صيغة رقم الجوال غير صحيحة!"};
