// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NEW_PASSWORD = {"en":"New password","ar":"كلمة المرور الجديدة"};
