// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RESET_EMAIL_PROMPT = {"en":"Enter the email of your account and we will send you a code.","ar":"أدخل البريد الإلكتروني المسجّل في حسابك وسنرسل إليك رمز تحقق."};
