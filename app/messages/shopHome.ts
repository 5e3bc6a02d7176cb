// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const shopHome = {
  en: (shopName: string) => `${shopName} home`,
  ar: (shopName: string) => `الصفحة الرئيسية لمتجر ${isolated(shopName)}`,
};
