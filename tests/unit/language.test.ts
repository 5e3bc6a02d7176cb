import {
  languageCookieOf,
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
  preferredLanguage,
} from "#server/platform/language";

describe("a page's language is its path (decision 0028)", () => {
  it("reads /ar and /ar/… as Arabic, data requests included, everything else as English", () => {
    for (const path of ["/ar", "/ar/", "/ar/category/3", "/ar.data", "/ar/cart.data"])
      expect(languageOfPath(path), path).toBe("ar");
    for (const path of ["/", "/arabic", "/are/x", "/category/ar", "/_root.data", "/cart.data"])
      expect(languageOfPath(path), path).toBe("en");
  });

  it("takes the prefix off and puts it on, query and hash kept", () => {
    expect(pathWithoutLanguage("/ar/cart")).toBe("/cart");
    expect(pathWithoutLanguage("/ar")).toBe("/");
    expect(pathWithoutLanguage("/arabic")).toBe("/arabic");
    expect(localizedPath("/cart?x=1#top", "ar")).toBe("/ar/cart?x=1#top");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/?q=1", "ar")).toBe("/ar?q=1");
    expect(localizedPath("/#top-products", "ar")).toBe("/ar#top-products");
    expect(localizedPath("/ar/cart?x=1", "en")).toBe("/cart?x=1");
    expect(localizedPath("/ar", "en")).toBe("/");
    expect(localizedPath("/ar/cart", "ar")).toBe("/ar/cart");
  });

  it("leaves relative paths, other hosts and URLs alone", () => {
    for (const path of ["?page=2", "#reviews", "cart", "//evil.example/x", "https://a.example/"])
      expect(localizedPath(path, "ar")).toBe(path);
  });
});

describe("the visitor's language", () => {
  it("follows Accept-Language's weights among the offered languages", () => {
    expect(preferredLanguage("ar-SA,ar;q=0.9,en;q=0.8", ["en", "ar"])).toBe("ar");
    expect(preferredLanguage("en-US,en;q=0.9,ar;q=0.8", ["en", "ar"])).toBe("en");
    expect(preferredLanguage("fr;q=1, ar;q=0.5, en;q=0.4", ["en", "ar"])).toBe("ar");
    expect(preferredLanguage("en;q=0.1, AR", ["en", "ar"])).toBe("ar");
    expect(preferredLanguage("ar;q=0, en", ["en", "ar"])).toBe("en");
  });

  it("is none when nothing asked is offered, or nothing is asked", () => {
    expect(preferredLanguage("ar-SA", ["en"])).toBeNull();
    expect(preferredLanguage("fr-FR,de", ["en", "ar"])).toBeNull();
    expect(preferredLanguage("", ["en", "ar"])).toBeNull();
    expect(preferredLanguage(undefined, ["en", "ar"])).toBeNull();
  });

  it("is remembered in the lang cookie, and only a known language counts", () => {
    expect(languageCookieOf("visited=1; lang=ar; cart=x")).toBe("ar");
    expect(languageCookieOf("lang=en")).toBe("en");
    expect(languageCookieOf("lang=fr")).toBeNull();
    expect(languageCookieOf("slang=ar")).toBeNull();
    expect(languageCookieOf(undefined)).toBeNull();
  });
});
