// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CARD_DATA_NOTE = {"en":"Your card details go straight to our card provider and never pass through this shop.","ar":"تذهب بيانات بطاقتك مباشرة إلى مزوّد خدمة الدفع، ولا تمر عبر هذا المتجر أبدًا."};
