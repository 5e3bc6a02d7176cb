// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const apartmentNumber = {
  en: (number: string) => `Apartment ${number}`,
  ar: (number: string) => `شقة ${number}`,
};
