// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NOT_ORDERED_TEXT = {"en":"This payment came after its cart had been ordered in another tab or had changed, so the shop could not turn it into an order.","ar":"وصلت هذه الدفعة بعد أن طُلبت سلتها في نافذة أخرى أو بعد أن تغيّرت، فلم يتمكن المتجر من تحويلها إلى طلب."};
