// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SERVER_ERROR_TEXT = {"en":"Something went wrong on our side.","ar":"حدث خطأ من جهتنا."};
