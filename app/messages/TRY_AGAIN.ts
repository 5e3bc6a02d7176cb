// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TRY_AGAIN = {"en":"Try again","ar":"حاول مرة أخرى"};
