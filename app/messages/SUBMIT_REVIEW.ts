// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SUBMIT_REVIEW = {"en":"Submit Review","ar":"إرسال التقييم"};
