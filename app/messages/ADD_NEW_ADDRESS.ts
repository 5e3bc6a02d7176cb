// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADD_NEW_ADDRESS = {"en":"Add new address","ar":"إضافة عنوان جديد"};
