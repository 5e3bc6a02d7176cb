// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ALL_CATEGORIES_DESCRIPTION = {"en":"Every category of the shop, section by section.","ar":"جميع فئات المتجر، مرتبة حسب الأقسام."};
