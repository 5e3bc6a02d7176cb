// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const NO_POLICIES = {"en":"This shop has not published its policies yet.","ar":"لم ينشر هذا المتجر سياساته بعد."};
