// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SEARCH_PROMPT = {"en":"Type a product name in the search box to find it.","ar":"اكتب اسم المنتج في مربع البحث للعثور عليه."};
