// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SAVE_CHANGES = {"en":"Save Changes","ar":"حفظ التغييرات"};
