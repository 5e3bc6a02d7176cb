// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const comingSoonText = {
  en: (shopName: string) => `${shopName} is getting ready. Please come back soon.`,
  ar: (shopName: string) => `متجر ${isolated(shopName)} قيد التجهيز. يرجى العودة قريبًا.`,
};
