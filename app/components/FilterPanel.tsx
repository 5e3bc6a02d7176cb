import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FILTER_PARAMS, RATING_CHOICES, type CatalogFilters } from "#server/catalog/filter-params";
import { ChevronDownIcon, CloseIcon } from "./icons";
import { PriceRange } from "./PriceRange";
import { Rating } from "./Rating";
import { Link } from "~/components/Link";
import { useLocalizedPath, useT } from "~/lib/language";
import { CATEGORIES } from "~/messages/_frame";
import { AND_UP } from "~/messages/AND_UP";
import { ANY_RATING } from "~/messages/ANY_RATING";
import { APPLY } from "~/messages/APPLY";
import { CLEAR_ALL } from "~/messages/CLEAR_ALL";
import { FILTERS } from "~/messages/FILTERS";
import { FILTER_BRANDS } from "~/messages/FILTER_BRANDS";
import { FILTER_PRICE } from "~/messages/FILTER_PRICE";
import { FILTER_RATING } from "~/messages/FILTER_RATING";
import { MINIMUM_RATING } from "~/messages/MINIMUM_RATING";
import { starsAndUp } from "~/messages/starsAndUp";

type Choice = { id: number; name: string };

type FilterPanelProps = {
  categoryId: number;
  /** Categories offered as links (the current one is marked). */
  categories: Choice[];
  brands: Choice[];
  bounds: { min: number; max: number };
  filters: CatalogFilters;
  currency: string;
};

/** Waiting time after the last price change before the filters re-apply. */
const PRICE_DEBOUNCE_MS = 600;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="group/section border-b border-ink/10 py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-ink">
        {title}
        <ChevronDownIcon width={18} height={18} className="transition group-open/section:rotate-180" />
      </summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}

/** The categories as links, the current one marked. */
function CategoryLinks({ categories, categoryId }: { categories: Choice[]; categoryId: number }) {
  const t = useT();
  return categories.length > 0 ? (
    <Section title={t(CATEGORIES)}>
      <ul className="space-y-1">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/category/${category.id}`}
              aria-current={category.id === categoryId ? "page" : undefined}
              className="block rounded px-2 py-1 text-sm text-ink/80 hover:bg-bright-bg hover:text-main aria-[current=page]:font-semibold aria-[current=page]:text-main"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  ) : null;
}

/** A checkbox per brand. */
function BrandChoices({ brands, chosen }: { brands: Choice[]; chosen: number[] }) {
  const t = useT();
  return brands.length > 0 ? (
    <Section title={t(FILTER_BRANDS)}>
      <ul className="space-y-1">
        {brands.map((brand) => {
          const checked = chosen.includes(brand.id);
          return (
            <li key={brand.id}>
              <label className="flex cursor-pointer items-center gap-2 text-sm text-ink/80">
                {/* Keyed by the URL's state, so that Clear all and back/forward reset it. */}
                <input
                  key={String(checked)}
                  type="checkbox"
                  name={FILTER_PARAMS.brand}
                  value={brand.id}
                  defaultChecked={checked}
                  className="accent-main"
                />
                {brand.name}
              </label>
            </li>
          );
        })}
      </ul>
    </Section>
  ) : null;
}

/** Any rating, or a minimum. */
function RatingChoices({ minRating }: { minRating: CatalogFilters["minRating"] }) {
  const t = useT();
  return (
    <Section title={t(FILTER_RATING)}>
      <fieldset>
        <legend className="sr-only">{t(MINIMUM_RATING)}</legend>
        <ul className="space-y-1">
          {[null, ...RATING_CHOICES].map((rating) => {
            const checked = minRating === rating;
            return (
              <li key={rating ?? "any"}>
                <label className="flex cursor-pointer items-center gap-2 text-sm text-ink/80">
                  <input
                    key={String(checked)}
                    type="radio"
                    name={FILTER_PARAMS.rating}
                    value={rating ?? ""}
                    defaultChecked={checked}
                    className="accent-main"
                  />
                  {rating === null ? (
                    t(ANY_RATING)
                  ) : (
                    <>
                      <span aria-hidden="true" className="inline-flex">
                        <Rating value={rating} />
                      </span>
                      <span aria-hidden="true">{t(AND_UP)}</span>
                      <span className="sr-only">{t(starsAndUp)(rating)}</span>
                    </>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Section>
  );
}

/**
 * The price bounds re-apply the filters by themselves, debounced by hand (not remix-utils'
 * useDebounceSubmit) so that 'Apply' and 'Clear all' can cancel a pending re-apply instead of
 * navigating twice.
 */
function useReapply(form: React.RefObject<HTMLFormElement | null>) {
  const submit = useSubmit();
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const reapply = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = undefined;
      if (form.current) submit(form.current, { preventScrollReset: true, replace: true });
    }, PRICE_DEBOUNCE_MS);
  };
  const reapplyPending = () => pending.current !== undefined;
  const cancelReapply = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
  };
  return { reapply, reapplyPending, cancelReapply };
}

/**
 * The category page's filter panel: one GET form (so filters live in the URL and work without
 * JavaScript), applied with 'Apply' and reset with 'Clear all'. With JavaScript, changing the
 * price bounds re-applies by itself (debounced).
 *
 * It is rendered once and styled per screen size: on small screens a bottom drawer (a
 * <details> whose summary is the 'Filters' button; open, the summary becomes the backdrop
 * above the drawer, so tapping it closes the drawer without JavaScript); on wide screens a
 * permanent side panel (the closed <details>' content is forced visible with ::details-content).
 */
export function FilterPanel({ categoryId, categories, brands, bounds, filters, currency }: FilterPanelProps) {
  const drawer = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // 'Apply' and 'Clear all' replace a re-apply still to come.
  const { reapply, reapplyPending, cancelReapply } = useReapply(form);
  const t = useT();
  // The page's own path in its language: the GET form leads there (Clear all's link localizes itself).
  const path = `/category/${categoryId}`;
  const action = useLocalizedPath()(path);

  return (
    <Form
      ref={form}
      method="get"
      action={action}
      preventScrollReset
      // After 'Apply' on a small screen, close the drawer so the results show.
      onSubmit={() => {
        cancelReapply();
        drawer.current?.removeAttribute("open");
      }}
      className="lg:w-64 lg:shrink-0"
      aria-label={t(FILTERS)}
      data-testid="filter-panel"
    >
      <details
        ref={drawer}
        className="group/filters lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]"
        data-testid="filter-drawer"
      >
        <summary className="flex w-full cursor-pointer list-none items-center justify-center gap-2 rounded border border-ink/20 bg-white px-4 py-2 font-semibold text-ink group-open/filters:fixed group-open/filters:inset-x-0 group-open/filters:bottom-[75vh] group-open/filters:top-0 group-open/filters:z-40 group-open/filters:items-end group-open/filters:justify-end group-open/filters:rounded-none group-open/filters:border-0 group-open/filters:bg-black/40 group-open/filters:p-3 group-open/filters:text-white lg:mb-2 lg:justify-start lg:border-0 lg:px-0 lg:text-lg lg:group-open/filters:static lg:group-open/filters:bg-transparent lg:group-open/filters:p-0 lg:group-open/filters:text-ink lg:supports-[selector(::details-content)]:pointer-events-none">
          <span>{t(FILTERS)}</span>
          <CloseIcon className="hidden group-open/filters:block lg:group-open/filters:hidden" aria-hidden="true" />
        </summary>
        <div className="fixed inset-x-0 bottom-0 z-40 h-[75vh] overflow-y-auto rounded-t-2xl bg-white px-4 shadow-2xl lg:static lg:h-auto lg:overflow-visible lg:rounded-none lg:p-0 lg:shadow-none">
          <Section title={t(FILTER_PRICE)}>
            <PriceRange
              bounds={bounds}
              minPrice={filters.minPrice}
              maxPrice={filters.maxPrice}
              currency={currency}
              onChange={reapply}
              reapplyPending={reapplyPending}
            />
          </Section>

          <CategoryLinks categories={categories} categoryId={categoryId} />

          <BrandChoices brands={brands} chosen={filters.brands} />

          <RatingChoices minRating={filters.minRating} />

          <div className="sticky bottom-0 mt-4 flex items-center gap-3 bg-white py-3 lg:static">
            <Link
              to={path}
              onClick={cancelReapply}
              className="flex-1 rounded border border-ink/20 px-4 py-2 text-center font-medium text-ink hover:border-main hover:text-main"
            >
              {t(CLEAR_ALL)}
            </Link>
            <button
              type="submit"
              className="flex-1 rounded bg-main px-4 py-2 font-medium text-white hover:bg-main-deep"
            >
              {t(APPLY)}
            </button>
          </div>
        </div>
      </details>
    </Form>
  );
}
