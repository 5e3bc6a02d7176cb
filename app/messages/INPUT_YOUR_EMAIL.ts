// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const INPUT_YOUR_EMAIL = {"en":"Please, Input your email","ar":"من فضلك، أدخل بريدك الإلكتروني"};
