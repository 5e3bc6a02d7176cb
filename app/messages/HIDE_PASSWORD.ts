// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const HIDE_PASSWORD = {"en":"Hide password","ar":"إخفاء كلمة المرور"};
