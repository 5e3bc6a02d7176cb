// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADDRESS_DELETED = {"en":"Address deleted successfully","ar":"تم حذف العنوان بنجاح"};
