// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SET_AS_MAIN = {"en":"Set as main","ar":"تعيين كعنوان رئيسي"};
