import { format } from "node:util";
/**
 * Every vitest file starts with a complete storefront configuration pointing at an address
 * nothing listens on; a file that needs other values sets them in vi.hoisted or before a
 * dynamic import (the configuration is parsed on first use).
 */
process.env.COMMERCE_API_URL ??= "http://127.0.0.1:9/api/";
process.env.PAYMENT_API_URL ??= "http://127.0.0.1:9/payment-api/";
process.env.TRACKING_API_URL ??= "http://127.0.0.1:9/tracking/";
process.env.SESSION_SECRET ??= "unit-test-secret";

/**
 * A test fails when anything calls console.error during it (React's warnings, an unexpected
 * error someone logged). A test that expects one says so by mocking it:
 * `vi.spyOn(console, "error").mockImplementation(() => {})`. The storefront's own logger writes
 * JSON lines to process.stderr, not here.
 */
const consoleErrors: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleErrors.push(format(...args));
  printError(...args);
};
afterEach(() => {
  const logged = consoleErrors.splice(0);
  if (logged.length > 0) throw new Error(`console.error was called during this test:\n${logged.join("\n")}`);
});
