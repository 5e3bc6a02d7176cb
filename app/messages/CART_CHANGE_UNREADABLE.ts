// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CART_CHANGE_UNREADABLE = {"en":"That cart change was not understood.","ar":"تعذّر فهم هذا التعديل على السلة."};
