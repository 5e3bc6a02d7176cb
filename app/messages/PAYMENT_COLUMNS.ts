// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENT_COLUMNS = {"en":{"date":"Date","order":"Order","method":"Method","status":"Status","amount":"Amount"},"ar":{"date":"التاريخ","order":"الطلب","method":"طريقة الدفع","status":"الحالة","amount":"المبلغ"}};
