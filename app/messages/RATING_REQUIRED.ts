// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RATING_REQUIRED = {"en":"Please choose a rating from 1 to 5 stars.","ar":"من فضلك اختر تقييمًا من 1 إلى 5 نجوم."};
