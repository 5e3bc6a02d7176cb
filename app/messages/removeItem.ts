// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const removeItem = {
  en: (title: string) => `Remove ${title}`,
  ar: (title: string) => `إزالة ${title}`,
};
