// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ACCOUNT_DETAILS_DESCRIPTION = {"en":"Your name, phone, email and password","ar":"اسمك ورقم جوالك وبريدك الإلكتروني وكلمة المرور"};
