// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONTACT_OFF = {"en":"Messages through this form are switched off for now. You can still reach the shop by email or phone.","ar":"استقبال الرسائل عبر هذا النموذج متوقف حاليًا. لا يزال بإمكانك التواصل مع المتجر عبر البريد الإلكتروني أو الهاتف."};
