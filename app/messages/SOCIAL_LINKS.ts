// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const SOCIAL_LINKS = {"en":"Social links","ar":"حساباتنا على مواقع التواصل"};
