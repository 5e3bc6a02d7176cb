// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const counted = (n: number, one: string, two: string, plural: string, accusative: string, singular: string) => {
  if (n === 1) return one;
  if (n === 2) return two;
  const rest = n % 100;
  const noun = n === 0 || (rest >= 3 && rest <= 10) ? plural : rest >= 11 ? accusative : singular;
  return `${n} ${noun}`;
};
const reviewCount = (count: number) => counted(count, "تقييم واحد", "تقييمان", "تقييمات", "تقييمًا", "تقييم");

export const reviewsLabel = {
  en: (count: number) => `${count} reviews`,
  ar: reviewCount,
};
