import { ADD_YOUR_REVIEW } from "~/texts";
import { Link } from "~/components/Link";

/** 'Add Your Review' for a guest: a link to sign in that comes back to the reviews. */
export function ReviewSignIn({ productId }: { productId: number }) {
  const login = `/login?${new URLSearchParams({ redirectTo: `/single-product/${productId}#reviews` })}`;
  return (
    <div className="rounded-lg border border-ink/10 bg-bright-bg p-4">
      <h2 className="mb-2 text-lg font-semibold text-ink">{ADD_YOUR_REVIEW}</h2>
      <p className="text-ink/80">
        <Link to={login} className="font-medium text-main underline" data-testid="review-sign-in">
          Sign in to add your review
        </Link>
      </p>
    </div>
  );
}
