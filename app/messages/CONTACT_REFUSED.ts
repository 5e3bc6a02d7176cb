// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CONTACT_REFUSED = {"en":"Your message was not sent: this shop is not taking messages through the contact form right now. Please email or call the shop instead.","ar":"لم تُرسَل رسالتك: لا يستقبل هذا المتجر الرسائل عبر نموذج التواصل حاليًا. يرجى مراسلة المتجر عبر البريد الإلكتروني أو الاتصال به بدلًا من ذلك."};
