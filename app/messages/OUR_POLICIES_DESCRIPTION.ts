// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const OUR_POLICIES_DESCRIPTION = {"en":"Privacy, pricing, delivery and refund policies","ar":"سياسات الخصوصية والتسعير والتوصيل والاسترجاع"};
