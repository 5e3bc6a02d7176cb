// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const CARD_FORM_FAILED = {"en":"The card form could not be loaded. Reload this page, or go back to checkout and choose another way to pay.","ar":"تعذّر تحميل نموذج البطاقة. أعد تحميل هذه الصفحة، أو ارجع إلى إتمام الطلب واختر طريقة دفع أخرى."};
