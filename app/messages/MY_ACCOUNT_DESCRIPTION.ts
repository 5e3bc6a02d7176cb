// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const MY_ACCOUNT_DESCRIPTION = {"en":"Your account, addresses, orders and payments","ar":"حسابك وعناوينك وطلباتك ومدفوعاتك"};
