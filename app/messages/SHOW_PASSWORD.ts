// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SHOW_PASSWORD = {"en":"Show password","ar":"إظهار كلمة المرور"};
