// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENT_HISTORY_METHODS = {"en":{"card":"Card / wallet","cash":"Cash on delivery","paypal":"PayPal","moyasar":"Card"},"ar":{"card":"بطاقة / محفظة","cash":"الدفع عند الاستلام","paypal":"PayPal","moyasar":"بطاقة"}};
