import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchQueryToParams } from "#server/catalog/filter-params";
import { Pagination } from "~/components/Pagination";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { languageOfPath } from "#server/platform/language";
import { useT } from "~/lib/language";
import { SEARCH } from "~/messages/_frame";
import { SEARCH_PROMPT } from "~/messages/SEARCH_PROMPT";
import { SEARCH_RESULTS } from "~/messages/SEARCH_RESULTS";
import { SEARCH_RESULTS_PAGES } from "~/messages/SEARCH_RESULTS_PAGES";
import { noProductsMatch } from "~/messages/noProductsMatch";
import { productCount } from "~/messages/productCount";
import { productsMatching } from "~/messages/productsMatching";
import { resultsFor } from "~/messages/resultsFor";
import { searchResultsFor } from "~/messages/searchResultsFor";
import type { loader } from "./search";

export { loader } from "./search";

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => {
  const language = languageOfPath(location.pathname);
  return shopMeta(
    { matches, location },
    data?.q ? searchResultsFor[language](data.q) : SEARCH,
    data?.q ? productsMatching[language](data.q) : undefined,
  );
};

/** A text with the search words inside, as the parts around them: the words sit in it isolated (<bdi>). */
function aroundQuery(text: (query: string) => string): [before: string, after: string] {
  const [before = "", after = ""] = text("\u0000").split("\u0000");
  return [before, after];
}

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function SearchPage() {
  const { q, page, totalPages, count, products } = useLoaderData<typeof loader>();
  const t = useT();
  // While a search loads, the layout shows a spinner instead of this page (SearchPending).
  let content: React.ReactNode;
  if (!q)
    content = (
      <p className="py-16 text-center text-lg text-ink/80" data-testid="search-prompt">
        {t(SEARCH_PROMPT)}
      </p>
    );
  else if (products.length === 0) {
    const [before, after] = aroundQuery(t(noProductsMatch));
    content = (
      <p className="py-16 text-center text-lg text-ink/80" data-testid="search-empty">
        {before}
        <bdi>{q}</bdi>
        {after}
      </p>
    );
  } else {
    content = (
      <>
        <ProductGrid products={products} eagerCount={5} label={t(SEARCH_RESULTS)} titleTag="h2" />
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => `/search?${searchQueryToParams({ q, page: target })}`}
          label={t(SEARCH_RESULTS_PAGES)}
        />
      </>
    );
  }

  const [beforeQuery, afterQuery] = aroundQuery(t(resultsFor));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {q ? (
        <h1 className="mb-4 text-2xl font-bold text-ink">
          {beforeQuery}
          <bdi>{q}</bdi>
          {afterQuery}{" "}
          <span className="text-base font-normal text-ink/80" data-testid="result-count">
            ({t(productCount)(count)})
          </span>
        </h1>
      ) : (
        <h1 className="mb-4 text-2xl font-bold text-ink">{t(SEARCH)}</h1>
      )}
      {content}
      <QuickViewDialog />
    </div>
  );
}
