// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const LOGIN_REJECTED = {"en":"Phone or password is incorrect!","ar":"رقم الجوال أو كلمة المرور غير صحيحة!"};
