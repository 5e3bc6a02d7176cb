// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const EDIT_ADDRESS_HEADING = {"en":"Edit address","ar":"تعديل العنوان"};
