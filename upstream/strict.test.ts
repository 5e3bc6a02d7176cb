import { readFileSync } from "node:fs";
import path from "node:path";
import { DOCUMENTED_CALLS, STRICT_CALLS, strictRefusal } from "./strict.ts";
import { startTestUpstream, testUpstreamForThisFile, type TestUpstream } from "./test-helpers.ts";

const DOCS = readFileSync(path.join(import.meta.dirname, "..", "docs", "upstream-api.md"), "utf8");

/** Every `METHOD path?query` the contract shows, with the base of the section it is in. */
function documentedInDocs() {
  const calls: { base: string; method: string; path: string; query: string[]; text: string }[] = [];
  let base = "/api/";
  for (const line of DOCS.split("\n")) {
    const section = /^## (\d+)\./.exec(line)?.[1];
    if (section) base = section === "7" ? "/payment-api/" : section === "8" ? "/tracking/" : "/api/";
    for (const [, method = "", raw = ""] of line.matchAll(/`(GET|POST|PATCH|PUT|DELETE) ([^`]+)`/g)) {
      const prefixed = /^\{(COMMERCE|TRACKING)\}(.*)$/.exec(raw);
      const [pathPart = "", query = ""] = (prefixed?.[2] ?? raw).split("?");
      const names = query
        .split("&")
        .map((part) => part.replace(/[[\]]/g, "").split("=")[0]!)
        .filter(Boolean);
      const callBase = prefixed ? (prefixed[1] === "TRACKING" ? "/tracking/" : "/api/") : base;
      calls.push({ base: callBase, method, path: pathPart, query: names, text: `${method} ${raw}` });
    }
  }
  return calls;
}

describe("the strict call list and the contract document agree", () => {
  const documented = documentedInDocs();

  test("the document is read (a broken reader would pass everything)", () => {
    expect(documented.length).toBeGreaterThan(50);
  });

  test("every call the document shows is a strict call accepting the query names it shows", () => {
    for (const call of documented) {
      const strict = STRICT_CALLS.find((c) => c.base === call.base && c.method === call.method && c.path === call.path);
      expect(strict, `${call.text} (${call.base})`).toBeDefined();
      for (const name of call.query) expect(strict!.query.has(name), `${call.text}: ${name}`).toBe(true);
    }
  });

  test("every strict call's path is in the document", () => {
    for (const call of STRICT_CALLS) expect(DOCS.includes(call.path), `${call.method} ${call.path}`).toBe(true);
  });
});

describe("strictRefusal", () => {
  test("documented calls pass, with any subset of their query names", () => {
    expect(strictRefusal("GET", "/api/tenants/feature/", ["tenant"])).toBeNull();
    expect(strictRefusal("GET", "/api/products", ["tenantId", "buyer", "page_size", "brand"])).toBeNull();
    expect(strictRefusal("GET", "/api/products/12/", ["tenantId"])).toBeNull();
    expect(strictRefusal("GET", "/api/products/rates", ["tenantId", "product"])).toBeNull();
    expect(strictRefusal("POST", "/payment-api/payment/paypal/capture/", ["id"])).toBeNull();
    expect(strictRefusal("GET", "/tracking/identity/services/1/", ["tenant_id"])).toBeNull();
    expect(strictRefusal("GET", "/api/health/", [])).toBeNull();
  });

  test("another tenant name than the call's is refused", () => {
    expect(strictRefusal("GET", "/api/tenants/feature/", ["tenantId"])).toMatch(
      /undocumented query parameter tenantId \(documented: tenant\)/,
    );
    expect(strictRefusal("GET", "/api/products/sections/", ["tenant"])).toMatch(/tenant/);
    expect(strictRefusal("GET", "/tracking/identity/services/1/", ["tenantId"])).toMatch(/tenantId/);
    expect(strictRefusal("POST", "/payment-api/payment/paypal/capture/", ["token"])).toMatch(/token/);
  });

  test("an authenticated call names its shop only by its API's tenant name", () => {
    expect(strictRefusal("POST", "/api/orders/cart/clear/", ["tenantId"])).toBeNull();
    expect(strictRefusal("POST", "/api/orders/cart/clear/", ["tenant"])).toMatch(/documented: tenantId/);
    expect(strictRefusal("GET", "/payment-api/payment/history/", ["tenant"])).toBeNull();
    expect(strictRefusal("GET", "/payment-api/payment/history/", ["tenantId"])).toMatch(/documented: tenant\)/);
    // A public call gets no extra tenant name.
    expect(strictRefusal("POST", "/api/users/password-reset/send/", ["tenantId"])).toMatch(/documented: none/);
  });

  test("the other trailing-slash form is refused, naming the documented one", () => {
    expect(strictRefusal("GET", "/api/products/sections", ["tenantId"])).toBe(
      "the documented path is /api/products/sections/ (trailing slash)",
    );
    expect(strictRefusal("GET", "/api/products/", ["tenantId"])).toBe(
      "the documented path is /api/products (trailing slash)",
    );
    expect(strictRefusal("GET", "/api/products/rates/", ["tenantId"])).toMatch(/products\/rates \(/);
    expect(strictRefusal("POST", "/api/users/api/token", ["tenantId"])).toMatch(/users\/api\/token\//);
  });

  test("unknown paths and undocumented methods are refused; the index and images pass", () => {
    expect(strictRefusal("GET", "/api/products/bestsellers/", [])).toBe("no documented call has this path");
    expect(strictRefusal("DELETE", "/api/orders/3/", [])).toMatch(/DELETE is not documented for this path \(GET is\)/);
    expect(strictRefusal("HEAD", "/api/health/", [])).toBeNull();
    expect(strictRefusal("GET", "/", [])).toBeNull();
    expect(strictRefusal("GET", "/media/products/7-1.svg", [])).toBeNull();
  });

  test("every call is written in the documented form", () => {
    for (const calls of Object.values(DOCUMENTED_CALLS)) {
      for (const call of calls) expect(call).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \S+( auth)?$/);
    }
  });
});

describe("a strict reference upstream", () => {
  const strict = testUpstreamForThisFile({ strict: true });
  let lenient: TestUpstream;
  beforeAll(async () => {
    lenient = await startTestUpstream();
  });
  afterAll(() => lenient?.close());

  test("answers the documented form and 404s the rest, logging each refusal on stderr", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect((await strict.call("GET", "/api/tenants/feature/?tenant=1")).status).toBe(200);
      expect((await strict.call("GET", "/api/products?tenantId=1&buyer=true&page_size=2")).status).toBe(200);
      expect(stderr).not.toHaveBeenCalled();

      const wrongName = await strict.call("GET", "/api/tenants/feature/?tenantId=1");
      expect(wrongName.status).toBe(404);
      expect(wrongName.body).toEqual({ detail: "Not found." });
      expect((await strict.call("GET", "/api/products/?tenantId=1")).status).toBe(404);
      expect((await strict.call("GET", "/api/products/sections?tenantId=1")).status).toBe(404);

      const lines = stderr.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatchObject({
        level: "warn",
        method: "GET",
        path: "/api/tenants/feature/",
        query: ["tenantId"],
        reason: "undocumented query parameter tenantId (documented: tenant)",
      });
      expect(lines[1]).toMatchObject({
        path: "/api/products/",
        reason: "the documented path is /api/products (trailing slash)",
      });
    } finally {
      stderr.mockRestore();
    }
  });

  test("an authenticated call works in the documented form", async () => {
    const { token } = await strict.login("buyer@example.com", "Password1", 1);
    expect((await strict.call("GET", "/api/orders/?status=1&tenantId=1", { token })).status).toBe(200);
    expect((await strict.call("GET", "/payment-api/payment/history/?tenant=1", { token })).status).toBe(200);
  });

  test("the default upstream stays lenient", async () => {
    expect((await lenient.call("GET", "/api/tenants/feature/?tenantId=1")).status).toBe(200);
    expect((await lenient.call("GET", "/api/products/sections?tenant_id=1")).status).toBe(200);
  });
});
