// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CARDS_ACCEPTED = {"en":"Visa, Mastercard and mada are accepted.","ar":"نقبل بطاقات Visa وMastercard ومدى."};
