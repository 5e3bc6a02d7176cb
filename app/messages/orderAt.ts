// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const orderAt = {
  en: (shopName: string) => `Order at ${shopName}`,
  ar: (shopName: string) => `طلب من ${shopName}`,
};
