// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ADD_YOUR_REVIEW = {"en":"Add Your Review","ar":"أضف تقييمك"};
