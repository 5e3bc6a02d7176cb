// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WISHLIST_EMPTY = {"en":"No products added to wishlist.","ar":"لم تُضف أي منتجات إلى قائمة الأمنيات."};
