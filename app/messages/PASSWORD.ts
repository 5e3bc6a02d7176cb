// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PASSWORD = {"en":"Password","ar":"كلمة المرور"};
