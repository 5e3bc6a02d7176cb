// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MAIN_ADDRESS_LOCKED = {"en":"This is your main address. To change it, tick the default box on another address.","ar":"هذا عنوانك الرئيسي. لتغييره، حدّد خانة العنوان الافتراضي في عنوان آخر."};
