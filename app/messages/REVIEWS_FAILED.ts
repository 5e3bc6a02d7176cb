// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REVIEWS_FAILED = {"en":"an Error has occured while getting Reviews for this product","ar":"حدث خطأ أثناء جلب تقييمات هذا المنتج"};
