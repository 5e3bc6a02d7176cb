// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_STILL_THERE = {"en":"Your cart is still there, so you can try again.","ar":"سلتك لا تزال كما هي، لذا يمكنك المحاولة مرة أخرى."};
