// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SEND_CODE = {"en":"Send code","ar":"إرسال الرمز"};
