// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const ORDER_STATUS_NAMES = {"en":{"1":"Pending","2":"Ready","3":"Cancelled","4":"Confirmed","5":"Shipping","6":"Returned"},"ar":{"1":"قيد الانتظار","2":"جاهز","3":"ملغي","4":"مؤكد","5":"قيد الشحن","6":"مُرتجع"}};
