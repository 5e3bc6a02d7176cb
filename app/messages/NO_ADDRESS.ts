// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_ADDRESS = {"en":"Please add an address!","ar":"من فضلك، أضف عنوانًا!"};
