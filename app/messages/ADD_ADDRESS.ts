// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADD_ADDRESS = {"en":"Add Address","ar":"إضافة العنوان"};
