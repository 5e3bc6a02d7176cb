// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SKIP_TO_CONTENT = {"en":"Skip to content","ar":"انتقل إلى المحتوى"};
