// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const TOP_RATED_PRODUCTS = {"en":"Top Rated Products","ar":"المنتجات الأعلى تقييمًا"};
