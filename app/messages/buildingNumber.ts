// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const buildingNumber = {
  en: (number: string) => `Building ${number}`,
  ar: (number: string) => `مبنى ${number}`,
};
