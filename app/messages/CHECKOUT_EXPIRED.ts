// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CHECKOUT_EXPIRED = {"en":"This checkout page has expired. Please check your order and pay again.","ar":"انتهت صلاحية صفحة إتمام الطلب. يرجى مراجعة طلبك والدفع مرة أخرى."};
