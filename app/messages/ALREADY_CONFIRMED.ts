// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ALREADY_CONFIRMED = {"en":"This payment was already confirmed. Your order is in your order history.","ar":"تم تأكيد هذه الدفعة من قبل. طلبك موجود في سجل طلباتك."};
