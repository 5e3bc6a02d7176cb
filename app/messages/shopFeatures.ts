// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const shopFeatures = {
  en: (shopName: string) => `${shopName} Features`,
  ar: (shopName: string) => `مميزات ${shopName}`,
};
