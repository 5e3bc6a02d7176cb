// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WISHLIST_FAILED = {"en":"The wishlist could not be changed. Please try again.","ar":"تعذّر تعديل قائمة الأمنيات. يرجى المحاولة مرة أخرى."};
