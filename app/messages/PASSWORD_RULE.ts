// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const PASSWORD_RULE = {"en":"Password should contains lowercase , uppercase and digits letters. Password length shouldn't be less than 8! ","ar":"يجب أن تحتوي كلمة المرور على أحرف صغيرة وأحرف كبيرة وأرقام، وألا يقل طولها عن 8 أحرف!"};
