// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_EMPTY = {"en":"Cart is empty, click below to continue shopping","ar":"السلة فارغة، اضغط أدناه لمتابعة التسوق"};
