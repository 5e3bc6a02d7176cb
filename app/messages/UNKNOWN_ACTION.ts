// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const UNKNOWN_ACTION = {"en":"Unknown action.","ar":"إجراء غير معروف."};
