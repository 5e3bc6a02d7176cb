import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * Axe (axe-core's default rules: WCAG 2.0/2.1/2.2 A and AA and best practices) on the pages of a
 * test, for the automatic fixture in fixtures.ts. Each violation becomes one readable line:
 * "axe color-contrast (serious) on http://…/: Elements must meet minimum color contrast ratio
 * thresholds: `.price` (Element has insufficient color contrast of 3.2 …)".
 */

/** Answers of a page that went away while axe ran: its next document is checked on its own. */
// (axe missing in a frame it was injected into: the frame's next document)
const GONE = /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached|frame got detached|navigat|reading 'runPartial'/i;

/** At most this many elements named per rule: enough to find them, short enough to read. */
const NODES_SHOWN = 3;

/**
 * Axe's violations on `page` as it is now. Legacy mode runs axe in the page alone: the default
 * (runPartial) opens a blank page per check to finish the run, which cost about a third of a
 * spec's time; our pages have no cross-origin frames, which legacy mode does not enter. Only the
 * violations are reported in full (resultTypes): axe skips describing every node that passed.
 */
async function axeResults(page: Page): Promise<Result[]> {
  return (await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).analyze()).violations;
}

/** One readable line per violation, for the page at `url`. */
function describeViolations(violations: Result[], url: string): string[] {
  return violations.map((violation) => {
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
 * The document of a page as it stands, scripts left out, with a <base> so its stylesheets load
 * elsewhere: what axe is run on for a page without JavaScript (axe needs timers, which never fire
 * there), and, hashed, what tells a page already checked. Per-response values that axe does not
 * read (nonces, the values of hidden inputs such as form tokens) are blanked, so that the same
 * page served twice is the same copy.
 */
function pageCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("script").forEach((script) => script.remove());
    copy.querySelectorAll("[nonce]").forEach((element) => element.removeAttribute("nonce"));
    copy.querySelectorAll<HTMLInputElement>("input[type=hidden]").forEach((input) => input.setAttribute("value", ""));
    const base = document.createElement("base");
    base.href = document.baseURI;
    copy.querySelector("head")?.prepend(base);
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
}

/**
 * Violations of the documents already checked in this run, by their copy and viewport, shared by
 * every worker through files in the run's folder: most tests visit the same few pages (in both
 * projects), and axe on a page of product cards takes hundreds of milliseconds. Two workers that
 * meet a new copy at once both check it; the answers are the same.
 */
const checkedDir = process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, "axe-checked") : undefined;
if (checkedDir) mkdirSync(checkedDir, { recursive: true });

function checkedViolations(key: string): Result[] | undefined {
  if (!checkedDir) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(checkedDir, `${key}.json`), "utf8")) as Result[];
  } catch {
    return undefined;
  }
}

function keepChecked(key: string, violations: Result[]) {
  if (!checkedDir) return;
  // Written whole under a temporary name, then renamed: a reader never sees half a file.
  const file = path.join(checkedDir, `${key}.json`);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(violations));
  renameSync(`${file}.${process.pid}`, file);
}

export type AxeChecks = {
  /** Checks every document each page of `context` loads (at its `load`, while the test goes on). */
  watch: (context: BrowserContext, report: (problem: string) => void) => void;
  /** Waits for the checks under way, then checks every page still open (what the test left: pages reached by client-side navigation, opened dialogs). */
  finish: () => Promise<void>;
};

/**
 * The page copies are checked in: one page of a JavaScript context of this worker's own, made
 * before the first test's fixture listens for new contexts (so no check watches it) and kept for
 * the worker's life (its stylesheets stay cached). One copy at a time.
 */
let inspector: Promise<Page> | undefined;
let inspectorTurn = Promise.resolve();

async function inspectorPage(browser: Browser): Promise<Page> {
  const existing = await inspector;
  if (existing && !existing.isClosed()) return existing;
  inspector = browser.newContext({ javaScriptEnabled: true }).then(async (context) => {
    const page = await context.newPage();
    // Images do not change what axe finds; without them the copy is ready sooner.
    await page.route("**/*", (route) => (route.request().resourceType() === "image" ? route.abort() : route.fallback()));
    return page;
  });
  return inspector;
}

/**
 * With JavaScript axe runs in the test's pages. Without it (axe needs timers, which never fire
 * there), a copy of each page is checked in the worker's inspector page. Each violation is
 * reported once per test.
 */
export async function startAxeChecks(browser: Browser, javaScriptEnabled: boolean): Promise<AxeChecks> {
  const inspector = javaScriptEnabled ? undefined : await inspectorPage(browser);
  const running = new Set<Promise<void>>();
  const reported = new Set<string>();
  const watched: { context: BrowserContext; report: (problem: string) => void }[] = [];

  const violationsOf = async (page: Page): Promise<string[]> => {
    const url = page.url();
    if (!/^https?:/.test(url)) return [];
    try {
      const html = await pageCopy(page);
      const viewport = page.viewportSize();
      const key = createHash("sha256").update(`${viewport?.width}x${viewport?.height}\n${html}`).digest("base64url");
      let violations = checkedViolations(key);
      if (!violations) {
        if (inspector) {
          // One copy at a time in the one inspector page, at the page's own size.
          const turn = inspectorTurn.then(async () => {
            if (viewport) await inspector.setViewportSize(viewport);
            await inspector.setContent(html, { waitUntil: "load" });
            return axeResults(inspector);
          });
          inspectorTurn = turn.then(() => undefined, () => undefined);
          violations = await turn;
        } else {
          violations = await axeResults(page);
        }
        keepChecked(key, violations);
      }
      return describeViolations(violations, url);
    } catch (error) {
      // The page went on to another document meanwhile (its axe was wiped): that one is checked on its own load.
      if (page.isClosed() || page.url() !== url || GONE.test((error as Error).message)) return [];
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
  };
}
