import {
  catalogFiltersToParams,
  catalogPageSearch,
  isPriceRangeInverted,
  MAX_BRAND_FILTERS,
  MAX_SEARCH_LENGTH,
  searchQueryToParams,
  type CatalogFilters,
} from "#server/catalog/filter-params";
import { canonicalCatalogSearch, parseCatalogFilters, parseSearchQuery } from "#server/catalog/filters";

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));
const DEFAULTS: CatalogFilters = { page: 1, minPrice: null, maxPrice: null, brands: [], minRating: null };

describe("catalog filter query", () => {
  it("has defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULTS);
    // The GET form sends empty fields for unset bounds and the 'Any' rating.
    expect(parse("minPrice=&maxPrice=&rating=")).toEqual(DEFAULTS);
  });

  it("reads every filter", () => {
    expect(parse("minPrice=50&maxPrice=300.5&brand=5&brand=2&rating=4&page=3")).toEqual({
      page: 3,
      minPrice: 50,
      maxPrice: 300.5,
      brands: [2, 5],
      minRating: 4,
    });
  });

  it.each([
    "",
    "page=2",
    "minPrice=10",
    "maxPrice=99.99",
    "minPrice=0&maxPrice=0",
    "brand=3",
    "brand=9&brand=1&brand=4",
    "rating=2",
    "minPrice=300&maxPrice=50",
    "minPrice=12.5&maxPrice=400&brand=1&brand=2&rating=5&page=7",
  ])("round-trips %j (parse → serialize → parse is the identity)", (query) => {
    const first = parse(query);
    expect(first).not.toBeNull();
    const serialized = catalogFiltersToParams(first!);
    expect(parse(serialized.toString())).toEqual(first);
    // Serializing again gives the same text: the canonical form is a fixed point.
    expect(catalogFiltersToParams(parse(serialized.toString())!).toString()).toBe(serialized.toString());
  });

  it("serializes canonically: defaults left out, brands sorted and repeated", () => {
    expect(catalogFiltersToParams(DEFAULTS).toString()).toBe("");
    expect(
      catalogFiltersToParams({ page: 2, minPrice: 10, maxPrice: 20, brands: [3, 7], minRating: 4 }).toString(),
    ).toBe("minPrice=10&maxPrice=20&brand=3&brand=7&rating=4&page=2");
  });

  it.each(["page=0", "page=-1", "page=abc", "page=1.5", "page=99999999999", "page=3000000000"])(
    "rejects the bad page %j (404)",
    (query) => {
      expect(parse(query)).toBeNull();
    },
  );

  it("accepts a page as large as 10^9 (the route checks it against the page count)", () => {
    expect(parse("page=1000000000")?.page).toBe(1_000_000_000);
  });

  it("ignores junk filter values one by one", () => {
    expect(parse("minPrice=abc&maxPrice=-5&rating=7&brand=x&brand=0&brand=-2")).toEqual(DEFAULTS);
    expect(parse("minPrice=1e5&maxPrice=Infinity&rating=4.5")).toEqual(DEFAULTS);
    expect(parse("minPrice=abc&maxPrice=120&rating=1")).toEqual({ ...DEFAULTS, maxPrice: 120 });
    expect(parse("minPrice=99999999999")).toEqual(DEFAULTS);
  });

  it("rounds prices to cents and trims them", () => {
    expect(parse("minPrice= 10.005 &maxPrice=20.994")).toMatchObject({ minPrice: 10.01, maxPrice: 20.99 });
  });

  it("reads the brand list: repeated or comma-separated, de-duplicated, sorted and bounded", () => {
    expect(parse("brand=4,2&brand=4&brand=9")?.brands).toEqual([2, 4, 9]);
    expect(parse("brand=1,,x,3")?.brands).toEqual([1, 3]);
    const many = Array.from({ length: 80 }, (_, i) => `brand=${i + 1}`).join("&");
    expect(parse(many)?.brands).toHaveLength(MAX_BRAND_FILTERS);
  });

  it("detects a minimum price above the maximum", () => {
    const inverted = parse("minPrice=300&maxPrice=50")!;
    expect(inverted).toMatchObject({ minPrice: 300, maxPrice: 50 });
    expect(isPriceRangeInverted(inverted)).toBe(true);
    expect(isPriceRangeInverted(parse("minPrice=50&maxPrice=50")!)).toBe(false);
    expect(isPriceRangeInverted(parse("minPrice=300")!)).toBe(false);
    expect(isPriceRangeInverted(parse("maxPrice=3")!)).toBe(false);
  });

  it("asks for a redirect only when the filter parameters are not canonical, keeping other parameters", () => {
    const canonicalOf = (query: string) => {
      const params = new URLSearchParams(query);
      return canonicalCatalogSearch(params, parseCatalogFilters(params)!);
    };
    expect(canonicalOf("")).toBeNull();
    expect(canonicalOf("minPrice=10&brand=2&page=2")).toBeNull();
    expect(canonicalOf("s=abc&minPrice=10")).toBeNull();
    expect(canonicalOf("minPrice=&maxPrice=&brand=2&rating=")).toBe("?brand=2");
    expect(canonicalOf("brand=5,2&page=1")).toBe("?brand=2&brand=5");
    expect(canonicalOf("minPrice=junk&s=abc")).toBe("?s=abc");
    expect(canonicalOf("rating=&minPrice=&maxPrice=")).toBe("");
    expect(canonicalOf("page=&brand=1")).toBe("?brand=1");
    // The redirect target is itself canonical: no redirect loop.
    const target = canonicalOf("maxPrice=20&minPrice=5&brand=3,1&utm=x")!;
    expect(canonicalOf(target.slice(1))).toBeNull();
  });

  it("builds page links that keep every filter", () => {
    const filters = parse("minPrice=5&brand=2&rating=3&page=2")!;
    expect(catalogPageSearch(filters, 3)).toBe("?minPrice=5&brand=2&rating=3&page=3");
    expect(catalogPageSearch(filters, 1)).toBe("?minPrice=5&brand=2&rating=3");
    expect(catalogPageSearch(DEFAULTS, 1)).toBe("");
  });
});

describe("search query", () => {
  const read = (query: string) => parseSearchQuery(new URLSearchParams(query));

  it("trims the text and defaults the page", () => {
    expect(read("q=%20%20lamp%20")).toEqual({ q: "lamp", page: 1 });
    expect(read("")).toEqual({ q: "", page: 1 });
    expect(read("q=%20%20%20")).toEqual({ q: "", page: 1 });
  });

  it("cuts the text to the maximum length without splitting a character", () => {
    expect(read(`q=${"a".repeat(250)}`)?.q).toHaveLength(MAX_SEARCH_LENGTH);
    const emoji = "😀".repeat(150);
    const cut = read(`q=${encodeURIComponent(emoji)}`)!.q;
    expect(Array.from(cut)).toHaveLength(MAX_SEARCH_LENGTH);
    expect(cut).toBe("😀".repeat(MAX_SEARCH_LENGTH));
  });

  it("rejects a bad page", () => {
    expect(read("q=lamp&page=0")).toBeNull();
    expect(read("q=lamp&page=-3")).toBeNull();
    expect(read("q=lamp&page=two")).toBeNull();
  });

  it("round-trips", () => {
    for (const query of ["q=desk+lamp&page=2", "q=lamp", ""]) {
      const first = read(query)!;
      expect(read(searchQueryToParams(first).toString())).toEqual(first);
    }
  });
});
