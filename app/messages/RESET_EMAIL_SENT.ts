// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.

export const RESET_EMAIL_SENT = {"en":"Email was Sent successfully, You can try again after 10 minutes","ar":"تم إرسال البريد الإلكتروني بنجاح، يمكنك المحاولة مرة أخرى بعد 10 دقائق"};
