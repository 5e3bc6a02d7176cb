// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REVIEW_ADDED = {"en":"Thank you! Your review was added.","ar":"شكرًا لك! تمت إضافة تقييمك."};
