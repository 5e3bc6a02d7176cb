// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const DISCOUNT_UNAVAILABLE = {"en":"Discount codes are not available in this shop yet.","ar":"رموز الخصم غير متاحة في هذا المتجر بعد."};
