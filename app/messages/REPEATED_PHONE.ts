// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const REPEATED_PHONE = {"en":"Phone number cannot be all repeated digits!","ar":"لا يمكن أن يتكوّن رقم الجوال من رقم واحد مكرر!"};
