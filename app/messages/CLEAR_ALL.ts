// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CLEAR_ALL = {"en":"Clear all","ar":"مسح الكل"};
