// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REVIEWS_AND_DESCRIPTION = {"en":"Reviews and description","ar":"التقييمات والوصف"};
