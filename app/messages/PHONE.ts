// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PHONE = {"en":"Phone","ar":"رقم الجوال"};
