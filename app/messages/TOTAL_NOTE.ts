// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TOTAL_NOTE = {"en":"Includes tax, excludes shipping","ar":"شامل الضريبة، غير شامل الشحن"};
