// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const UNAVAILABLE_TEXT = {"en":"We couldn't reach our catalogue just now. Your cart is safe; please try again in a moment.","ar":"تعذّر علينا الوصول إلى قائمة منتجاتنا الآن. سلتك محفوظة، يرجى المحاولة مرة أخرى بعد قليل."};
