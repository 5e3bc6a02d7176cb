// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const lineQuantity = {
  en: (quantity: number) => `Quantity: ${quantity}`,
  ar: (quantity: number) => `الكمية: ${quantity}`,
};
