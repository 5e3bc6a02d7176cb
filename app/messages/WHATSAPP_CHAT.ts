// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WHATSAPP_CHAT = {"en":"Chat with us on WhatsApp","ar":"تواصل معنا عبر واتساب"};
