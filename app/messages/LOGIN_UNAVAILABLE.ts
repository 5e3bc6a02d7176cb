// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const LOGIN_UNAVAILABLE = {"en":"We couldn't sign you in just now: the shop is not reachable. Please try again in a moment.","ar":"تعذّر تسجيل دخولك الآن: لا يمكن الوصول إلى المتجر. يرجى المحاولة بعد قليل."};
