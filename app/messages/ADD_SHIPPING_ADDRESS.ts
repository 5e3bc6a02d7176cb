// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADD_SHIPPING_ADDRESS = {"en":"Add new shipping address","ar":"إضافة عنوان شحن جديد"};
