// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FORM_REFUSED = {"en":"This form could not be sent. Please reload the page and try again.","ar":"تعذّر إرسال هذا النموذج. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى."};
