import type { TestUpstream } from "../../upstream/test-helpers.ts";

/** The first demo shop's second shopper, signed in at the reference upstream, and their first address. */
export async function demoBuyer(up: TestUpstream) {
  const user = await up.login("other@example.com", "Password1", 1);
  const addresses = await up.call("GET", "/api/users/addresses/", { token: user.token });
  return { user, addressId: (addresses.body as { results: { id: number }[] }).results[0]!.id };
}

/** The first demo shop's products without options (a cart line is then just the product). */
export async function plainDemoProducts(up: TestUpstream) {
  const list = await up.call("GET", "/api/products?tenantId=1&page_size=500");
  return (list.body as { results: { id: number; price: string; productOptions: unknown[] }[] }).results.filter(
    (p) => p.productOptions.length === 0,
  );
}
