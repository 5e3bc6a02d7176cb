/**
 * Every vitest file starts with a complete storefront configuration pointing at an address
 * nothing listens on; a file that needs other values sets them in vi.hoisted or before a
 * dynamic import (the configuration is parsed on first use).
 */
process.env.COMMERCE_API_URL ??= "http://127.0.0.1:9/api/";
process.env.PAYMENT_API_URL ??= "http://127.0.0.1:9/payment-api/";
process.env.TRACKING_API_URL ??= "http://127.0.0.1:9/tracking/";
process.env.SESSION_SECRET ??= "unit-test-secret";
