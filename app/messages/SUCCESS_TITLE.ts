// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SUCCESS_TITLE = {"en":"Thank You For Your Purchase","ar":"شكرًا لك على الشراء"};
