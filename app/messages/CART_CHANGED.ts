// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_CHANGED = {"en":"Your cart changed since this page was shown. Please check your order and pay again.","ar":"تغيّرت سلتك منذ عرض هذه الصفحة. يرجى مراجعة طلبك والدفع مرة أخرى."};
