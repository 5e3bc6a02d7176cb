// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const EMAIL_OR_PHONE = {"en":"Email or phone","ar":"البريد الإلكتروني أو رقم الجوال"};
