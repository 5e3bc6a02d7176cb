// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const USER_NOT_FOUND = {"en":"user not found","ar":"المستخدم غير موجود"};
