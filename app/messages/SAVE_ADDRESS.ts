// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SAVE_ADDRESS = {"en":"Save Address","ar":"حفظ العنوان"};
