// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const pricesIn = {
  en: (currency: string) => `Prices in ${currency}`,
  ar: (currency: string) => `الأسعار بعملة ${isolated(currency)}`,
};
