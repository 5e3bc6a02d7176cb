// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const BACK_TO_ADDRESSES = {"en":"Back to addresses","ar":"العودة إلى العناوين"};
