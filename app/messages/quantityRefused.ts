// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const quantityRefused = {
  en: (max: number) => `Please choose a quantity between 1 and ${max}.`,
  ar: (max: number) => `من فضلك اختر كمية بين 1 و${max}.`,
};
