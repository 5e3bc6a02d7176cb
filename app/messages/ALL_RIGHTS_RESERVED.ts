// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ALL_RIGHTS_RESERVED = {"en":"All Rights Reserved","ar":"جميع الحقوق محفوظة"};
