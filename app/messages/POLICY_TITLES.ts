// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const POLICY_TITLES = {"en":{"privacyPolicy":"Privacy Policy","pricingPolicy":"Pricing Policy","deliveryPolicy":"Delivery Policy","refundPolicy":"Refund Policy","terms":"Terms","description":"Description"},"ar":{"privacyPolicy":"سياسة الخصوصية","pricingPolicy":"سياسة التسعير","deliveryPolicy":"سياسة التوصيل","refundPolicy":"سياسة الاسترجاع","terms":"الشروط والأحكام","description":"الوصف"}};
