// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MESSAGE_SENT = {"en":"Message sent successfully.","ar":"تم إرسال الرسالة بنجاح."};
