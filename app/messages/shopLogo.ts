// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const shopLogo = {
  en: (shopName: string) => `${shopName} logo`,
  ar: (shopName: string) => `شعار ${isolated(shopName)}`,
};
