import path from "node:path";
import { ESLint } from "eslint";

/**
 * The architecture's arrows (docs/decisions/0027-the-house.md), as `npm run lint` enforces
 * them with eslint-plugin-boundaries: each case lints one import as if it were written in a
 * real file of that layer, and expects the boundary rule to refuse it (or let it pass).
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [value];\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("the architecture's arrows", () => {
  it.each([
    [
      "the app imports the edge",
      "app/components/Header.tsx",
      'import { createPageCache as value } from "#server/edge/page-cache";',
    ],
    [
      "a route imports the edge",
      "app/routes/(ar)._shop.cart/route.tsx",
      'import { visitorReport as value } from "#server/edge/visitor-report";',
    ],
    [
      "the edge imports a domain",
      "server/edge/main.ts",
      'import { resolveShop as value } from "#server/tenancy/shop";',
    ],
    [
      "the edge imports a domain's type",
      "server/edge/main.ts",
      'import type { ShopInfo as value } from "#server/tenancy/shop";',
    ],
    ["the edge imports the app", "server/edge/http.ts", 'import { edge as value } from "../../app/entry.server";'],
    [
      "a domain imports a route",
      "server/cart/cart.ts",
      'import { loader as value } from "../../app/routes/(ar)._shop.cart/route";',
    ],
    [
      "a domain imports the app",
      "server/catalog/catalog.ts",
      'import { NOT_FOUND_TEXT as value } from "../../app/texts";',
    ],
    [
      "the platform imports a domain",
      "server/platform/cache.ts",
      'import { resolveShop as value } from "#server/tenancy/shop";',
    ],
    ["the app imports the reference upstream", "app/root.tsx", 'import { openDb as value } from "../upstream/db";'],
    [
      "a component imports a route's value",
      "app/components/Header.tsx",
      'import { loader as value } from "~/routes/(ar)._shop/route";',
    ],
  ])("refuses: %s", async (_case, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([expect.stringMatching(/no policy allowing dependencies/)]);
  });

  it.each([
    ["the edge imports the platform", "server/edge/main.ts", 'import { log as value } from "#server/platform/log";'],
    [
      "a route imports a domain",
      "app/routes/(ar)._shop.cart/route.tsx",
      'import { buildCartView as value } from "#server/cart/cart-view";',
    ],
    [
      "a domain imports another and the upstream client",
      "server/cart/cart.ts",
      'import { upstreamRequest as value } from "#server/upstream/client";',
    ],
    [
      "a component names a route's loader in a type",
      "app/components/Header.tsx",
      'import type { loader as value } from "~/routes/(ar)._shop/route";',
    ],
    [
      "the reference upstream imports the contract",
      "upstream/catalog.ts",
      'import { MAX_PAGE_SIZE as value } from "../server/upstream/constants.ts";',
    ],
  ])("allows: %s", async (_case, file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
