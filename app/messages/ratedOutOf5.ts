// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ratedOutOf5 = {
  en: (rating: number) => `Rated ${rating} out of 5`,
  ar: (rating: number) => `التقييم ${rating} من 5`,
};
