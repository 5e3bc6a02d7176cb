// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FAILURE_TITLE = {"en":"Ops, your payment was unsuccessful, please try different method.","ar":"عذرًا، لم تتم عملية الدفع، يرجى تجربة طريقة دفع أخرى."};
