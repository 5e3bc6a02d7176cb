// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADD_TO_WISHLIST = {"en":"Add to wishlist","ar":"أضف إلى قائمة الأمنيات"};
