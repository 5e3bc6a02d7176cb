// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADD_ADDRESS_DESCRIPTION = {"en":"Add a shipping address","ar":"أضف عنوان شحن"};
