// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SIGN_OUT_BY_POST = {"en":"Sign out with the Logout button in the menu.","ar":"سجّل الخروج بزر «تسجيل الخروج» في القائمة."};
