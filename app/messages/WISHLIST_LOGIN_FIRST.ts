// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WISHLIST_LOGIN_FIRST = {"en":"You should login first to add a product to your wishlist.","ar":"يجب تسجيل الدخول أولًا لإضافة منتج إلى قائمة الأمنيات."};
