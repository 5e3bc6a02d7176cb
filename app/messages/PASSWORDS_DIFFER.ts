// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PASSWORDS_DIFFER = {"en":"Password fields didn't match!","ar":"كلمتا المرور غير متطابقتين!"};
