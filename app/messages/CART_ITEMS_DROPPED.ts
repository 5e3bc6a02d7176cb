// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_ITEMS_DROPPED = {"en":"Some products in your cart are no longer available and were removed.","ar":"لم تعد بعض المنتجات في سلتك متاحة، فأُزيلت منها."};
