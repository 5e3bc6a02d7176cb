import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ReviewForm as ReviewFormOnServer } from "~/components/ReviewForm.server";
import { ReviewSignIn } from "~/components/ReviewSignIn";
import { useShopVisitor } from "~/lib/shop-visitor";
import type { loader as productLoader } from "~/routes/(ar)._shop.single-product.$id/product";

/**
 * 'Add Your Review' is for signed-in shoppers, and its form needs conform (about 10 KB of
 * JavaScript, gzipped): the browser loads it only when the form shows, so a guest's product
 * page never does. The server renders the form in place (ReviewForm.server.tsx, empty in the
 * browser build) inside the Suspense boundary the browser hydrates once the chunk is there.
 */
const ReviewForm =
  ReviewFormOnServer ??
  lazy(() => import("~/components/ReviewForm").then((module) => ({ default: module.ReviewForm })));

/**
 * The review form for a signed-in shopper, a link to sign in for a guest: a visitor slot
 * (decision 0029). The form's one-time token comes with the product's data (on a stitched page
 * the edge's, app/lib/stitched-visitor.ts).
 */
export function ReviewPlace({ productId, lastResult }: { productId: number; lastResult?: SubmissionResult<string[]> }) {
  const { signedIn } = useShopVisitor();
  const formToken =
    useRouteLoaderData<typeof productLoader>("routes/(ar)._shop.single-product.$id")?.reviewFormToken ?? null;
  if (!signedIn) return <ReviewSignIn productId={productId} />;
  return (
    <Suspense fallback={null}>
      <ReviewForm key={productId} productId={productId} formToken={formToken} lastResult={lastResult} />
    </Suspense>
  );
}
