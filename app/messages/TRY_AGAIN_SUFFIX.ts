// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TRY_AGAIN_SUFFIX = {"en":". Please try again.","ar":". يرجى المحاولة مرة أخرى."};
