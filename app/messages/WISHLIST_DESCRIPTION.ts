// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const WISHLIST_DESCRIPTION = {"en":"The products you saved for later","ar":"المنتجات التي حفظتها لوقت لاحق"};
