// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const payButtonText = {
  en: (total: string, currency: string) => `Pay ${total} ${currency}`.trim(),
  ar: (total: string, currency: string) => `ادفع ${total} ${currency}`.trim(),
};
