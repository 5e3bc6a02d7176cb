// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const wishlistTitle = {
  en: (count: number) => `Wishlist (${count})`,
  ar: (count: number) => `قائمة الأمنيات (${count})`,
};
