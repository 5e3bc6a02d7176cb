// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADDRESS_FAILED = {"en":"Failed to add new address!","ar":"تعذّرت إضافة العنوان الجديد!"};
