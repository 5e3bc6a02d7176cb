import { Link } from "~/components/Link";
import { useLocalizedPath, useT } from "~/lib/language";
import { ADD_YOUR_REVIEW } from "~/messages/ADD_YOUR_REVIEW";
import { SIGN_IN_TO_REVIEW } from "~/messages/SIGN_IN_TO_REVIEW";

/** 'Add Your Review' for a guest: a link to sign in that comes back to the reviews. */
export function ReviewSignIn({ productId }: { productId: number }) {
  const t = useT();
  // Both in the page's language: the sign-in page (the Link) and the way back to the reviews.
  const redirectTo = useLocalizedPath()(`/single-product/${productId}#reviews`);
  const login = `/login?${new URLSearchParams({ redirectTo })}`;
  return (
    <div className="rounded-lg border border-ink/10 bg-bright-bg p-4">
      <h2 className="mb-2 text-lg font-semibold text-ink">{t(ADD_YOUR_REVIEW)}</h2>
      <p className="text-ink/80">
        <Link to={login} className="font-medium text-main underline" data-testid="review-sign-in">
          {t(SIGN_IN_TO_REVIEW)}
        </Link>
      </p>
    </div>
  );
}
