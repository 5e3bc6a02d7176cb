// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const showingFirst = {
  en: (shown: number, count: number) => `Showing the first ${shown} of ${count} products.`,
  ar: (shown: number, count: number) => `يُعرض أول ${shown} من أصل ${count} من المنتجات.`,
};
