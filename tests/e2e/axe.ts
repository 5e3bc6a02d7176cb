import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * Axe (axe-core's default rules: WCAG 2.0/2.1/2.2 A and AA and best practices) on the pages of a
 * test, for the automatic fixture in fixtures.ts. Each violation becomes one readable line:
 * "axe color-contrast (serious) on http://…/: Elements must meet minimum color contrast ratio
 * thresholds: `.price` (Element has insufficient color contrast of 3.2 …)".
 */

/** Answers of a page that went away while axe ran: its next document is checked on its own. */
const GONE = /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached|frame got detached|navigat/i;

/** At most this many elements named per rule: enough to find them, short enough to read. */
const NODES_SHOWN = 3;

/** Axe's violations on `page` as it is now, one line each; `url` is the page they are reported for. */
export async function axeViolations(page: Page, url = page.url()): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
      // The first line of axe's summary after "Fix any of the following:" says what is wrong.
      const why = node.failureSummary?.split("\n").map((line) => line.trim()).find((line) => line && !line.startsWith("Fix ")) ?? "";
      return `\`${node.target.join(" ")}\`${why ? ` (${why})` : ""}`;
    });
    const more = violation.nodes.length > NODES_SHOWN ? ` and ${violation.nodes.length - NODES_SHOWN} more` : "";
    return `axe ${violation.id} (${violation.impact ?? "?"}) on ${url}: ${violation.help}: ${nodes.join("; ")}${more}`;
  });
}

/**
 * The document of a page without JavaScript as it stands, scripts left out, with a <base> so its
 * stylesheets and images load elsewhere. Axe needs timers, which never fire in such a page.
 */
function pageCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("script").forEach((script) => script.remove());
    const base = document.createElement("base");
    base.href = document.baseURI;
    copy.querySelector("head")?.prepend(base);
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
}

export type AxeChecks = {
  /** Checks every document each page of `context` loads (at its `load`, while the test goes on). */
  watch: (context: BrowserContext, report: (problem: string) => void) => void;
  /** Waits for the checks under way, then checks every page still open (what the test left: pages reached by client-side navigation, opened dialogs). */
  finish: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * With JavaScript axe runs in the test's pages. Without it, a copy of each page is checked in a
 * page of a JavaScript context of our own: made here, before the fixture listens for new contexts,
 * so its own checks do not watch it. Each violation is reported once per test.
 */
export async function startAxeChecks(browser: Browser, javaScriptEnabled: boolean): Promise<AxeChecks> {
  const inspector = javaScriptEnabled ? undefined : await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  let inspectorTurn = Promise.resolve();
  const running = new Set<Promise<void>>();
  const reported = new Set<string>();
  const watched: { context: BrowserContext; report: (problem: string) => void }[] = [];

  const violationsOf = async (page: Page): Promise<string[]> => {
    const url = page.url();
    if (!/^https?:/.test(url)) return [];
    try {
      if (!inspector) return await axeViolations(page);
      const html = await pageCopy(page);
      // One copy at a time in the one inspector page.
      const turn = inspectorTurn.then(async () => {
        await inspector.setContent(html, { waitUntil: "load" });
        return axeViolations(inspector, url);
      });
      inspectorTurn = turn.then(() => undefined, () => undefined);
      return await turn;
    } catch (error) {
      if (page.isClosed() || GONE.test((error as Error).message)) return [];
      return [`axe could not run on ${url}: ${(error as Error).message.split("\n")[0]}`];
    }
  };
  const check = (page: Page, report: (problem: string) => void) => {
    const run = violationsOf(page).then((lines) => {
      for (const line of lines.filter((line) => !reported.has(line))) {
        reported.add(line);
        report(line);
      }
    });
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  return {
    watch: (context, report) => {
      watched.push({ context, report });
      const watchPage = (page: Page) => page.on("load", () => check(page, report));
      context.pages().forEach(watchPage);
      context.on("page", watchPage);
    },
    finish: async () => {
      await Promise.all(running);
      for (const { context, report } of watched) for (const page of context.pages()) check(page, report);
      await Promise.all(running);
    },
    close: async () => {
      await inspector?.context().close();
    },
  };
}
