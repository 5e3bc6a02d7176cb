// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const productImageAlt = {
  en: (title: string, index: number) => `${title}, view ${index}`,
  ar: (title: string, index: number) => `${title}، الصورة ${index}`,
};
