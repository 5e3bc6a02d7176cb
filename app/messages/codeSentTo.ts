// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const codeSentTo = {
  en: (email: string) => `Enter the code we sent to ${email}.`,
  ar: (email: string) => `أدخل الرمز الذي أرسلناه إلى ${email}.`,
};
