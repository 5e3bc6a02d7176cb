// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADDRESS_SAVED = {"en":"Address saved successfully!","ar":"تم حفظ العنوان بنجاح!"};
