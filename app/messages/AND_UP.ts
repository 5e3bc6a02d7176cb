// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const AND_UP = {"en":"& up","ar":"فأكثر"};
