// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const cartTitle = {
  en: (lines: number) => `Cart (${lines})`,
  ar: (lines: number) => `السلة (${lines})`,
};
