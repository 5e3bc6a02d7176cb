// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const quantityShort = {
  en: (quantity: number) => `Qty: ${quantity}`,
  ar: (quantity: number) => `الكمية: ${quantity}`,
};
