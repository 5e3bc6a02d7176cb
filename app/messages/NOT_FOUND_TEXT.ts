// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NOT_FOUND_TEXT = {"en":"Sorry, We couldn't find what you are looking for!","ar":"عذرًا، لم نعثر على ما تبحث عنه!"};
