import { expect, test } from "./fixtures";
import { HOSTS, shopUrl, upstreamTenant } from "./helpers";

type Policies = Record<
  "privacyPolicy" | "pricingPolicy" | "deliveryPolicy" | "refundPolicy" | "terms" | "description",
  { en: string }
>;

async function upstreamPolicies(host: string): Promise<Policies> {
  const tenant = await upstreamTenant(host);
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/api/tenants/policies/?tenant=${tenant.id}`);
  return (await response.json()) as Policies;
}

/** The text of the first paragraph of a piece of HTML, to look for on the page. */
const firstWords = (html: string) => (/<p>([^<]*)<\/p>/.exec(html)?.[1] ?? html.replace(/<[^>]+>/g, " ")).trim();

test("the footer's Company links lead to the shop's own information pages", async ({ page }) => {
  const policies = await upstreamPolicies(HOSTS.first);
  const tenant = await upstreamTenant(HOSTS.first);

  await page.goto(shopUrl(HOSTS.first));
  await page.getByTestId("site-footer").getByRole("link", { name: "Our Policies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Policies" })).toBeVisible();
  for (const [key, title] of [
    ["privacyPolicy", "Privacy Policy"],
    ["pricingPolicy", "Pricing Policy"],
    ["deliveryPolicy", "Delivery Policy"],
    ["refundPolicy", "Refund Policy"],
  ] as const) {
    if (policies[key].en.trim()) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(page.getByTestId(`policy-${key}`)).toContainText(firstWords(policies[key].en));
    } else {
      await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(0);
    }
  }

  await page.getByTestId("site-footer").getByRole("link", { name: "Terms And Conditions" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.first, "/terms"));
  await expect(page.getByTestId("policy-terms")).toContainText(firstWords(policies.terms.en));

  await page.getByTestId("site-footer").getByRole("link", { name: "Description" }).click();
  await expect(page.getByTestId("policy-description")).toContainText(firstWords(policies.description.en));

  await page.getByTestId("site-footer").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByTestId("about-email")).toHaveText(tenant.email);
});

test("the second shop shows its own policies", { tag: "@once" }, async ({ page }) => {
  const first = await upstreamPolicies(HOSTS.first);
  const second = await upstreamPolicies(HOSTS.second);
  expect(firstWords(second.terms.en)).not.toBe(firstWords(first.terms.en));
  await page.goto(shopUrl(HOSTS.second, "/terms"));
  await expect(page.getByTestId("policy-terms")).toContainText(firstWords(second.terms.en));
});

test("a shop without a description policy shows its own description behind the footer's Description link", async ({
  page,
}) => {
  // The third shop wrote no description policy (its link was a 404 the crawl found).
  expect((await upstreamPolicies(HOSTS.third)).description.en).toBe("");
  // Its pages load Google's tags (analytics.spec.ts): answered empty here, the machine may be offline.
  await page
    .context()
    .route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
  await page.goto(shopUrl(HOSTS.third));
  await page.getByTestId("site-footer").getByRole("link", { name: "Description" }).click();
  await expect(page).toHaveURL(shopUrl(HOSTS.third, "/description"));
  await expect(page.getByRole("heading", { level: 1, name: "Description" })).toBeVisible();
  await expect(page.getByTestId("policy-description")).toHaveText(
    "The third demo shop: it has analytics and tag manager ids.",
  );
});
