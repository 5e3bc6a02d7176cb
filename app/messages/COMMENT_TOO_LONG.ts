// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const COMMENT_TOO_LONG = {"en":"Please keep your comment under 2000 characters.","ar":"من فضلك اجعل تعليقك أقل من 2000 حرف."};
