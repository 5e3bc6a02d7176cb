// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const GO_BACK = {"en":"Go back","ar":"العودة"};
