// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REVIEW_FAILED = {"en":"Your review could not be sent. Please try again.","ar":"تعذّر إرسال تقييمك. يرجى المحاولة مرة أخرى."};
