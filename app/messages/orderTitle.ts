// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const orderTitle = {
  en: (id: number) => `Order #${id}`,
  ar: (id: number) => `الطلب #${id}`,
};
