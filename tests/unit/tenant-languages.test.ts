import { LANGUAGES, type Language } from "#server/platform/language";
import { LanguagesSchema, TenantSchema } from "#server/upstream/contract";

/** A shop's languages (issue 36) as the tenant lookup gives them: its default first. */

const tenant = (languages?: unknown) =>
  TenantSchema.parse({ id: 1, name: "Shop", currency: "SAR", ...(languages === undefined ? {} : { languages }) });

describe("the tenant's languages", () => {
  it("are the two languages the storefront speaks", () => {
    expect(LANGUAGES).toEqual(["en", "ar"]);
    const arabic: Language = "ar";
    expect(LANGUAGES).toContain(arabic);
  });

  it("keep the shop's order: the first is its default", () => {
    expect(tenant(["en", "ar"]).languages).toEqual(["en", "ar"]);
    expect(tenant(["ar", "en"]).languages).toEqual(["ar", "en"]);
    expect(tenant(["ar"]).languages).toEqual(["ar"]);
  });

  it.each([undefined, null, [], "", [""], ["fr", "de"], 42, { en: true }])("are English alone when %j", (languages) => {
    expect(tenant(languages).languages).toEqual(["en"]);
  });

  it("drop unknown codes and repeats", () => {
    expect(tenant(["fr", "ar", "xx", "en", 7, null]).languages).toEqual(["ar", "en"]);
    expect(tenant(["en", "ar", "en", "ar"]).languages).toEqual(["en", "ar"]);
    expect(tenant(["ar", "ar"]).languages).toEqual(["ar"]);
  });

  it("read a code's language whatever its case or region, and a comma-separated list", () => {
    expect(LanguagesSchema.parse([" EN ", "ar-SA", "AR_eg"])).toEqual(["en", "ar"]);
    expect(LanguagesSchema.parse("ar, en")).toEqual(["ar", "en"]);
    expect(LanguagesSchema.parse("english")).toEqual(["en"]);
  });
});
