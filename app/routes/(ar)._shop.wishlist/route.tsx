import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { shopMeta } from "~/lib/meta";
import { useT } from "~/lib/language";
import { WISHLIST, wishlistTitle } from "~/messages/_frame";
import { CONTINUE_SHOPPING } from "~/messages/CONTINUE_SHOPPING";
import { WISHLIST_DESCRIPTION } from "~/messages/WISHLIST_DESCRIPTION";
import { WISHLIST_EMPTY } from "~/messages/WISHLIST_EMPTY";
import type { loader } from "./wishlist";

export { action, loader } from "./wishlist";

export const meta: MetaFunction = (args) => shopMeta(args, WISHLIST, WISHLIST_DESCRIPTION);

export default function WishlistPage() {
  const { products } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-ink">{t(wishlistTitle)(products.length)}</h1>
      {products.length === 0 ? (
        <p className="py-8 text-center text-lg text-ink/80">{t(WISHLIST_EMPTY)}</p>
      ) : (
        <ProductGrid products={products} eagerCount={5} label={t(WISHLIST)} titleTag="h2" />
      )}
      <div className="mt-8 text-center">
        <Link to="/" className="inline-block rounded bg-main px-6 py-2 font-medium text-white hover:bg-main-deep">
          {t(CONTINUE_SHOPPING)}
        </Link>
      </div>
      <QuickViewDialog />
    </section>
  );
}
