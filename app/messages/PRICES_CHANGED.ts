// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PRICES_CHANGED = {"en":"Some prices have changed. Please check your order summary and pay again.","ar":"تغيّرت بعض الأسعار. يرجى مراجعة ملخص طلبك والدفع مرة أخرى."};
