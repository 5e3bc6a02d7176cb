import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { signInWithCookie, type Account } from "./account-helpers";
import { newAxeInspector, startAxeChecks } from "./axe";
import { withFullRenderStack, type FullRender } from "./full-render-stack";
import { withOutageStack, type Outage } from "./outage-stack";

/**
 * The `test` and `expect` every spec imports. An automatic fixture watches every browser
 * context the test opens (its `page`, other pages, `browser.newContext()`) and fails the test
 * on what a shopper would hit:
 * - an error in the browser console (a failed hydration, a script or style that did not load,
 *   a CSP refusal, React's errors …),
 * - an uncaught error in a page script,
 * - a failed hydration even where the test ends first: its pages are waited for until they
 *   have hydrated (up to HYDRATION_WAIT_MS), since React reports one only when it commits,
 * - a request a page made that answered 5xx (documents, data requests, assets),
 * - an axe violation on a page: on every document loaded and on every page the test leaves open
 *   (tests/e2e/axe.ts), in every spec file and both projects; each check is bounded in time, and
 *   the last ones end with the test's own time (a check still running then is reported), so
 *   axe never outlives the test. `test.use({ axe: false })` only for markup broken on purpose.
 * Chromium also prints "Failed to load resource … 4xx" for a document, or a Remix data request
 * (a loader's 404, an action's 400 with form errors), answered 4xx: that is an answer the test
 * asked for and checks itself, so it does not count; a 4xx asset (image, script, style) does.
 * A test that expects one of these declares it, matched against the problem lines this
 * fixture reports: `test.use({ allowedErrors: /^HTTP 503 GET / })` (one pattern: Playwright
 * would read an array of two as a value and its options).
 *
 * `goto`, `reload`, `goBack` and `goForward` wait for hydration too, after `load` (see
 * hydrateOnNavigation). `waitForHydration(page)`: the same wait, inside a test that asserts what
 * hydration loaded, or after a navigation the test did not start with one of those.
 *
 * `signIn(account, at?, page?)` signs a shopper in with a sealed session cookie (no /login
 * form: see account-helpers.ts signInWithCookie) and opens `at` ("/" by default) in `page`
 * (the test's page by default).
 *
 * `outage`: a second stack whose upstream can be made to fail (outage-stack.ts), for
 * outage.spec.ts.
 *
 * `fullRender`: a second storefront with its page cache off (full-render-stack.ts), for the
 * privacy test of stitched pages (stitched-pages.spec.ts).
 *
 * `pageProblems`: the end-of-test check, for fixtures.spec.ts to run inside a test and assert
 * the very lines it fails on (see PageProblems).
 */

export type PageProblemOptions = {
  /** Problems this test expects, matched against lines like "HTTP 503 GET http://…", "console error: …", "page error: …". */
  allowedErrors: RegExp | undefined;
  /** Run axe on the test's pages (see above); off only for markup broken on purpose. */
  axe: boolean;
};

const FAILED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** A request whose 4xx is the answer the test asked for: a document, or Remix's data request for one (`/path.data`). */
function isPageAnswer(url: string, resourceType: string | undefined) {
  return resourceType === "document" || new URL(url).pathname.endsWith(".data");
}

/** Reports what a shopper would hit in `context`'s pages: console errors, page errors, 5xx answers. */
export function watchPageProblems(context: BrowserContext, report: (problem: string) => void) {
  // The resource type of each URL the pages loaded, to tell a 4xx document from a 4xx asset.
  const resourceTypes = new Map<string, string>();
  context.on("request", (request) => resourceTypes.set(request.url(), request.resourceType()));
  context.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const at = message.location().url;
    // The console names a document with its #fragment; the request's URL has none.
    if (FAILED_4XX.test(message.text()) && at && isPageAnswer(at, resourceTypes.get(at.split("#")[0]!))) return;
    report(`console error: ${message.text()}${at ? ` (at ${at})` : ""}`);
  });
  context.on("weberror", (error) => {
    const at = error.page()?.url();
    report(`page error: ${error.error().message}${at ? ` (at ${at})` : ""}`);
  });
  context.on("response", (response) => {
    if (response.status() >= 500) report(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
}

export type SignIn = (account: Account, at?: string, page?: Page) => Promise<void>;

/** The automatic fixture's handle, for fixtures.spec.ts: the end-of-test check, run inside the test. */
export type PageProblems = {
  /**
   * The check the test's end makes, made now: waits for the pages to hydrate and for axe, then
   * fails as the test's end would, on the problems reported so far. Those are then `found`, and
   * only what comes later counts at the test's end.
   */
  check: () => Promise<void>;
  /** What the last `check` found (the lines it failed on). */
  found: readonly string[];
};

const VERDICT = "what a shopper would have hit: console errors, page errors, 5xx answers, axe violations";

/** The fixture's verdict: no problem, or the test fails listing them. */
function expectNoProblems(problems: readonly string[]) {
  expect(problems, VERDICT).toEqual([]);
}

/** Time kept, after the last axe checks, for the rest of the teardown (closing the test's contexts). */
const TEARDOWN_MARGIN_MS = 3_000;

/** How long the end of a test waits for its pages to load and hydrate (scripts held back forever, say, never do). */
const HYDRATION_WAIT_MS = 5_000;

/**
 * A stand-in for React DevTools' hook, installed in every page before its scripts: React calls
 * the hook on each commit (production builds too), so the first call marks the page hydrated
 * (or rendered afresh after a failed hydration, whose errors React reports in that commit).
 */
const REACT_COMMIT_HOOK = `(() => {
  let committed;
  window.__e2eReactCommit = new Promise((resolve) => (committed = resolve));
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: () => 1,
    onCommitFiberRoot: () => { window.__e2eReactCommitted = true; committed(); },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
})();`;

/**
 * Whether `page` holds a Remix document whose inline scripts ran (JavaScript on) but which React
 * has not committed yet. A document without the hook (a context the test made, opened before the
 * hook was in place) cannot tell: not waited for.
 */
function awaitingHydration(page: Page): Promise<boolean> {
  return page
    .evaluate(
      () =>
        "__remixContext" in window && "__REACT_DEVTOOLS_GLOBAL_HOOK__" in window && !("__e2eReactCommitted" in window),
    )
    .catch(() => false);
}

/** Resolves once `page`'s document has hydrated (at once without a Remix document or JavaScript), or after `ms`. */
async function hydrationOrTimeout(page: Page, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Timed out here, not in the page: the page's own timers may be on a paused Playwright clock.
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const committed = page
    .evaluate(() =>
      "__remixContext" in window && "__e2eReactCommit" in window
        ? (window as unknown as { __e2eReactCommit: Promise<void> }).__e2eReactCommit
        : undefined,
    )
    .catch(() => undefined);
  await Promise.race([committed, timeout]);
  clearTimeout(timer);
}

/**
 * A page's `goto`, `reload`, `goBack` and `goForward` that wait for `load` (their default) also
 * wait for hydration, up to HYDRATION_WAIT_MS: the page's modules are fetched only after its first
 * paint (docs/decisions/0023), so `load` no longer means they have run, and a test of what
 * JavaScript does starts, as before, from the hydrated page. What a shopper meets before
 * hydration is tested with the scripts held back (holdScripts, `waitUntil: "commit"`), and without
 * JavaScript in the no-js project.
 */
function hydrateOnNavigation(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      if ((options?.waitUntil ?? "load") === "load") await hydrationOrTimeout(page, HYDRATION_WAIT_MS);
      return response;
    };
  }
}

/** Waits until `page` (loaded) has hydrated: for a test that asserts what hydration did, or did not, load. */
export async function waitForHydration(page: Page) {
  await expect.poll(() => awaitingHydration(page), { message: "the page hydrates" }).toBe(false);
}

/**
 * Waits until every page of `contexts` has loaded and hydrated, or `deadline` (a Date.now() time):
 * React reports a failed hydration when it commits, which a test that stops at the
 * server's HTML (an assertion right after `goto`) would otherwise end before.
 */
async function settleHydration(contexts: BrowserContext[], deadline: number) {
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map(async (page) => {
      await page.waitForLoadState("load", { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
      // Polled from here: the page's own timers may be on a paused Playwright clock.
      while (!page.isClosed() && Date.now() < deadline && (await awaitingHydration(page)))
        await new Promise((resolve) => setTimeout(resolve, 50));
    }),
  );
}

export const test = base.extend<
  PageProblemOptions & { pageProblems: PageProblems; signIn: SignIn; outage: Outage },
  { axeInspector: Page; outageStack: Outage; fullRender: FullRender }
>({
  signIn: async ({ page }, provide) => {
    await provide((account, at, target = page) => signInWithCookie(target, account, at));
  },
  allowedErrors: [undefined, { option: true }],
  axe: [true, { option: true }],
  axeInspector: [
    async ({ browser }, use) => {
      const inspector = await newAxeInspector(browser);
      await use(inspector);
      await inspector.context().close();
    },
    { scope: "worker" },
  ],
  // outage.spec.ts's second stack (outage-stack.ts says why it is declared here), healed around each test.
  outageStack: [
    // Playwright reads the fixtures a fixture needs from this pattern: none.
    async ({}, provide) => withOutageStack(provide),
    { scope: "worker", timeout: 90_000 },
  ],
  fullRender: [async ({}, provide) => withFullRenderStack(provide), { scope: "worker", timeout: 90_000 }],
  outage: async ({ outageStack }, provide) => {
    outageStack.proxy.heal();
    await provide(outageStack);
    outageStack.proxy.heal();
  },
  pageProblems: [
    async ({ browser, context, allowedErrors, axe, axeInspector }, use, testInfo) => {
      const started = Date.now();
      const problems: string[] = [];
      const report = (problem: string) => {
        if (!allowedErrors?.test(problem)) problems.push(problem);
      };
      const axeChecks = axe ? startAxeChecks(axeInspector, report) : undefined;
      const contexts: BrowserContext[] = [];
      const watchNew = (created: BrowserContext) => {
        contexts.push(created);
        watchPageProblems(created, report);
        created.pages().forEach(hydrateOnNavigation);
        created.on("page", hydrateOnNavigation);
        axeChecks?.watch(created);
        return created.addInitScript(REACT_COMMIT_HOOK).catch(() => undefined);
      };
      const watchCreated = (created: BrowserContext) => void watchNew(created);
      await watchNew(context);
      browser.on("context", watchCreated);
      const settle = async () => {
        // testInfo.timeout read now: test.slow() or test.setTimeout() may have changed it; 0 is none.
        const deadline = testInfo.timeout ? started + testInfo.timeout - TEARDOWN_MARGIN_MS : Infinity;
        await settleHydration(contexts, Math.min(deadline, Date.now() + HYDRATION_WAIT_MS));
        await axeChecks?.finish(deadline);
      };
      const handle: PageProblems = {
        check: async () => {
          await settle();
          handle.found = problems.splice(0);
          expectNoProblems(handle.found);
        },
        found: [],
      };
      try {
        await use(handle);
        await settle();
      } finally {
        browser.off("context", watchCreated);
      }
      expectNoProblems(problems);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIResponse, Browser, BrowserContext, Cookie, Locator, Page, TestInfo } from "@playwright/test";
