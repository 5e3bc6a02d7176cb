import { ConfigError, parseConfig } from "#server/platform/config";

const upstream = {
  COMMERCE_API_URL: "http://127.0.0.1:9000/api",
  PAYMENT_API_URL: "http://127.0.0.1:9000/payment-api/",
  TRACKING_API_URL: "http://127.0.0.1:9000/tracking/",
};

describe("parseConfig", () => {
  it("applies the documented defaults outside production", () => {
    const config = parseConfig({ ...upstream });
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe("development");
    expect(config.sessionSecrets).toHaveLength(1);
    expect(config.dataDir).toBe("./data");
    expect(config.sampleStoreHost).toBe("demo.localhost");
    expect(config.trustProxy).toBe(false);
    expect(config.upstreamTimeoutMs).toBe(5000);
    expect(config.sideCallTimeoutMs).toBe(1500);
    expect(config.rateLimitMax).toBe(5);
    expect(config.rateLimitClientMax).toBe(20);
    expect(config.cacheTtlMs).toBe(30_000);
    expect(config.sharedCacheMs).toBe(5000);
    // The client joins relative paths, so base URLs always end with a slash.
    expect(config.commerceApiUrl).toBe("http://127.0.0.1:9000/api/");
  });

  it("requires SESSION_SECRET in production and names it", () => {
    expect(() => parseConfig({ ...upstream, NODE_ENV: "production" })).toThrow(
      /^Invalid configuration: SESSION_SECRET: required in production/,
    );
    expect(() => parseConfig({ ...upstream, NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(
      /SESSION_SECRET/,
    );
    const config = parseConfig({
      ...upstream,
      NODE_ENV: "production",
      SESSION_SECRET: `${"a".repeat(32)},${"b".repeat(40)}`,
    });
    expect(config.sessionSecrets).toEqual(["a".repeat(32), "b".repeat(40)]);
    expect(config.isProduction).toBe(true);
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["COMMERCE_API_URL", "ftp://example.com/"],
    ["COMMERCE_API_URL", "nonsense"],
    ["TRUST_PROXY", "maybe"],
    ["UPSTREAM_TIMEOUT_MS", "-5"],
    ["UPSTREAM_SIDE_CALL_TIMEOUT_MS", "soon"],
    ["RATE_LIMIT_CLIENT_MAX", "0"],
    ["CACHE_TTL_SECONDS", "0"],
    ["SAMPLE_STORE_HOST", "bad host/name"],
    ["NODE_ENV", "staging"],
  ])("stops with one line naming %s when it is %s", (name, value) => {
    let error: unknown;
    try {
      parseConfig({ ...upstream, [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`Invalid configuration: ${name}:`)).toBe(true);
    expect(message).not.toContain("\n");
  });

  it("requires the upstream URLs unless the start script is about to fill them", () => {
    expect(() => parseConfig({})).toThrow(/COMMERCE_API_URL: required/);
    expect(() => parseConfig({}, { requireUpstream: false })).not.toThrow();
  });

  it("reads TRUST_PROXY and the cache settings", () => {
    const config = parseConfig({
      ...upstream,
      TRUST_PROXY: "true",
      CACHE_TTL_SECONDS: "5",
      CACHE_STALE_SECONDS: "50",
      SHARED_CACHE_SECONDS: "2",
      UPSTREAM_TIMEOUT_MS: "1500",
    });
    // "true" is one hop, never "every hop" (the client writes the first X-Forwarded-For entry).
    expect(config.trustProxy).toBe(1);
    expect(config.cacheTtlMs).toBe(5000);
    expect(config.cacheStaleMs).toBe(50_000);
    expect(config.sharedCacheMs).toBe(2000);
    expect(config.upstreamTimeoutMs).toBe(1500);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses", () => {
    expect(parseConfig({ ...upstream, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ ...upstream, TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ ...upstream, TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
    ]);
    expect(() => parseConfig({ ...upstream, TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("bounds each cache store on its own, in bytes, and refuses the old bounds by entries", () => {
    const MB = 1024 * 1024;
    const defaults = parseConfig({ ...upstream });
    expect([
      defaults.tenantCacheMaxBytes,
      defaults.tenantMissCacheMaxBytes,
      defaults.catalogueCacheMaxBytes,
      defaults.searchCacheMaxBytes,
      defaults.pageCacheMaxBytes,
      defaults.mediaCacheMaxBytes,
    ]).toEqual([1 * MB, 1 * MB, 16 * MB, 8 * MB, 16 * MB, 8 * MB]);
    expect(parseConfig({ ...upstream, MEDIA_CACHE_MAX_MB: "0" }).mediaCacheMaxBytes).toBe(0);
    const set = parseConfig({
      ...upstream,
      TENANT_CACHE_MAX_MB: "0.5",
      TENANT_MISS_CACHE_MAX_MB: "2",
      CATALOGUE_CACHE_MAX_MB: "30",
      SEARCH_CACHE_MAX_MB: "40",
    });
    expect([
      set.tenantCacheMaxBytes,
      set.tenantMissCacheMaxBytes,
      set.catalogueCacheMaxBytes,
      set.searchCacheMaxBytes,
    ]).toEqual([0.5 * MB, 2 * MB, 30 * MB, 40 * MB]);
    expect(() => parseConfig({ ...upstream, SEARCH_CACHE_MAX_MB: "0" })).toThrow(
      /^Invalid configuration: SEARCH_CACHE_MAX_MB:/,
    );
    expect(() => parseConfig({ ...upstream, CACHE_MAX_ENTRIES: "500" })).toThrow(
      /^Invalid configuration: CACHE_MAX_ENTRIES: replaced by CATALOGUE_CACHE_MAX_MB/,
    );
    expect(() => parseConfig({ ...upstream, SEARCH_CACHE_MAX_ENTRIES: "500" })).toThrow(
      /^Invalid configuration: SEARCH_CACHE_MAX_ENTRIES: replaced by SEARCH_CACHE_MAX_MB/,
    );
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ ...upstream, PORT: "", TRUST_PROXY: "" }).port).toBe(3000);
  });
});
