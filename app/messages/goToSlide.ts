// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const goToSlide = {
  en: (slide: number) => `Go to slide ${slide}`,
  ar: (slide: number) => `انتقل إلى الشريحة ${slide}`,
};
