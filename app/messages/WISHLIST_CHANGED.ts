// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WISHLIST_CHANGED = {"en":"Product wishlist status changed successfully","ar":"تم تغيير حالة المنتج في قائمة الأمنيات بنجاح"};
