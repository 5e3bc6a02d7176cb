// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const INPUT_ALL_DATA = {"en":"Please, Input all data!","ar":"من فضلك، أدخل جميع البيانات!"};
