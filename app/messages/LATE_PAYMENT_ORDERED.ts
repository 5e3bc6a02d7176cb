// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const LATE_PAYMENT_ORDERED = {"en":"Order placed successfully! This card payment came after the same cart was ordered in another tab, so it is a separate order.","ar":"تم تقديم الطلب بنجاح! وصلت هذه الدفعة بالبطاقة بعد أن طُلبت السلة نفسها في نافذة أخرى، لذا سُجّلت طلبًا منفصلًا."};
