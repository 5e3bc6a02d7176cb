// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADDRESS_ADDED = {"en":"Address is added successfully ","ar":"تمت إضافة العنوان بنجاح"};
