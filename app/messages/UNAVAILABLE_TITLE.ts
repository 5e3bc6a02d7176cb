// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const UNAVAILABLE_TITLE = {"en":"The shop is taking a short break.","ar":"المتجر في استراحة قصيرة."};
