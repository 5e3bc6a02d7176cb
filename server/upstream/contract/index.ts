/**
 * THE upstream contract: one zod schema per payload of the commerce, payment and
 * tracking APIs (see docs/upstream-api.md for paths, auth and error rules), one file
 * per domain; this index exports what the single contract.ts used to, no more.
 *
 * Imported by the storefront (bundled by esbuild) and by the reference upstream
 * (run directly by node 24 with type stripping), so it imports only `zod` and its
 * zod-free constants (../constants.ts).
 *
 * Response schemas parse tolerantly, the way a Django REST backend answers:
 * decimals may be strings ("120.00") or numbers and always come out as numbers;
 * optional fields may be null or missing and come out with a sensible default;
 * extra fields are stripped. Request schemas are strict about what the upstream
 * needs and are used by the upstream to validate every body.
 */

// Zod-free, so components can import them without shipping zod and this contract to the browser.
export { MAX_PAGE_SIZE, NAME_SEPARATOR, ORDER_STATUSES, PAYMENT_METHOD_IDS } from "../constants.ts";

// The public primitives only: the other building blocks stay inside the contract.
export {
  decimalOrZeroSchema,
  decimalSchema,
  idSchema,
  inLanguage,
  localizedSchema,
  nullableDecimalSchema,
  PhoneSchema,
  StrongPasswordSchema,
  type Localized,
} from "./primitives.ts";
export * from "./common.ts";
export * from "./auth.ts";
export * from "./tenant.ts";
export * from "./catalog.ts";
export * from "./account.ts";
export * from "./orders.ts";
export * from "./payment.ts";
export * from "./tracking.ts";
