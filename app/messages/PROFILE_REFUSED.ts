// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PROFILE_REFUSED = {"en":"Your details could not be saved, try again.","ar":"تعذّر حفظ بياناتك، حاول مرة أخرى."};
