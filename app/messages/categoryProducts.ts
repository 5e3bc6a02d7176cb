// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const categoryProducts = {
  en: (name: string) => `${name} products`,
  ar: (name: string) => `منتجات ${name}`,
};
