// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NOT_ORDERED_REFUND = {"en":"The shop will refund the full amount to the card you paid with; you don't need to do anything. If you have a question, contact the shop with this payment reference:","ar":"سيعيد المتجر المبلغ كاملًا إلى البطاقة التي دفعت بها، ولا يلزمك فعل أي شيء. إن كان لديك سؤال، تواصل مع المتجر مع ذكر مرجع الدفع هذا:"};
