// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SEND_FAILED = {"en":"Failed to send message, try again.","ar":"تعذّر إرسال الرسالة، حاول مرة أخرى."};
