// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FIELD_REQUIRED = {"en":"this field is required.","ar":"هذا الحقل مطلوب."};
