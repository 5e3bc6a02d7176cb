// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PAYMENT_STATUSES = {"en":{"paid":"paid","pending":"pending","cancelled":"cancelled"},"ar":{"paid":"مدفوعة","pending":"قيد الانتظار","cancelled":"ملغاة"}};
