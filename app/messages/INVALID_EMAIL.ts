// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const INVALID_EMAIL = {"en":"Enter a valid email address.","ar":"أدخل بريدًا إلكترونيًا صحيحًا."};
