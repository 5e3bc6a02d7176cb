// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CANT_DELETE_MAIN = {"en":"You can't delete the main address","ar":"لا يمكنك حذف العنوان الرئيسي"};
