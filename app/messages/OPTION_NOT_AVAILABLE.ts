// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const OPTION_NOT_AVAILABLE = {"en":"The option in this link is not available for this product, so the default choice is shown.","ar":"الخيار في هذا الرابط غير متاح لهذا المنتج، لذا يظهر الخيار الافتراضي."};
