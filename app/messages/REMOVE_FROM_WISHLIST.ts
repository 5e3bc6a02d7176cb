// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REMOVE_FROM_WISHLIST = {"en":"Remove from wishlist","ar":"إزالة من قائمة الأمنيات"};
