/**
 * The review form as the server renders it: imported statically there, so a signed-in
 * shopper's page (with or without JavaScript) has the whole form in its HTML at once. The
 * browser build gets an empty module in its place and loads ./ReviewForm lazily
 * (app/routes/(ar)._shop.single-product.$id/route.tsx): a guest's product page never loads conform.
 */
export { ReviewForm } from "./ReviewForm";
