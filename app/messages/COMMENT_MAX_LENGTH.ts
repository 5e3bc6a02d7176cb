// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const COMMENT_MAX_LENGTH = {"en":2000,"ar":2000};
