// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PASSWORDS_DONT_MATCH = {"en":"Passwords don't match","ar":"كلمتا المرور غير متطابقتين"};
