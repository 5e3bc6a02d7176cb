// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const COMMENT_REQUIRED = {"en":"Please write a comment.","ar":"من فضلك اكتب تعليقًا."};
