// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const productCount = (count: number): string => {
  const rest = count % 100;
  if (count === 1) return "منتج واحد";
  if (count === 2) return "منتجان";
  if (rest >= 3 && rest <= 10) return `${count} منتجات`;
  if (rest >= 11 && rest <= 99) return `${count} منتجًا`;
  return `${count} منتج`;
};

export const categoryDescription = {
  en: (name: string, count: number) => `Shop ${name}: ${count} products.`,
  ar: (name: string, count: number) => `تسوّق ${name}: ${productCount(count)}.`,
};
