// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const FAILURE_TEXT = {"en":"Failed to confirm your order.","ar":"تعذّر تأكيد طلبك."};
