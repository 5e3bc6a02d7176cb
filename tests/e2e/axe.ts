import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import axeCore, { type Result, type RunOptions } from "axe-core";
import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * Axe (axe-core's default rules: WCAG 2.0/2.1/2.2 A and AA and best practices, plus label in
 * name) on the pages of a test, for the automatic fixture in fixtures.ts. Each violation
 * becomes one readable line: "axe color-contrast (serious) on http://…/: Elements must meet
 * minimum color contrast ratio thresholds: `.price` (Element has insufficient color contrast
 * of 3.2 …)".
 */

/** Errors of a page that went away while it was copied: its next document is checked on its own. */
const GONE =
  /Execution context was destroyed|Target page, context or browser has been closed|Frame was detached|frame got detached|navigat/i;

/** At most this many elements named per rule: enough to find them, short enough to read. */
const NODES_SHOWN = 3;

/** One check (copy, axe, result) on a loaded 2-core machine takes well under a second; past this it is stuck. */
const CHECK_TIMEOUT_MS = 15_000;

/**
 * axe.run's options. `iframes: false`: the only frames our pages hold are third-party ones
 * (Google Tag Manager's), not our markup, and waiting for axe in a frame that never answers is
 * what could hang a check. Only violations are reported, so only they are detailed. One rule
 * beyond the defaults: label in name (WCAG 2.5.3, A), which axe still calls experimental and
 * leaves off, and Lighthouse reports: a control's visible text is part of its name.
 */
const RUN_OPTIONS: RunOptions = {
  iframes: false,
  resultTypes: ["violations"],
  rules: { "label-content-name-mismatch": { enabled: true } },
};

/**
 * Axe's violations on the copy the inspector holds: axe-core is injected at the first check (the
 * copies replace the document, not the window, so it stays, compiled and warm, for the
 * worker's later checks), then run.
 */
async function axeResults(inspector: Page): Promise<Result[]> {
  if (!(await inspector.evaluate("typeof window.axe === 'object'"))) await inspector.evaluate(axeCore.source);
  return inspector.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(document, options).then((results) => results.violations),
    RUN_OPTIONS,
  );
}

/** One readable line per violation, for the page at `url`. */
function describeViolations(violations: Result[], url: string): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
      // The first line of axe's summary after "Fix any of the following:" says what is wrong.
      const why =
        node.failureSummary
          ?.split("\n")
          .map((line) => line.trim())
          .find((line) => line && !line.startsWith("Fix ")) ?? "";
      return `\`${node.target.join(" ")}\`${why ? ` (${why})` : ""}`;
    });
    const more = violation.nodes.length > NODES_SHOWN ? ` and ${violation.nodes.length - NODES_SHOWN} more` : "";
    return `axe ${violation.id} (${violation.impact ?? "?"}) on ${url}: ${violation.help}: ${nodes.join("; ")}${more}`;
  });
}

/**
 * The document of a page as it stands, scripts left out, with a <base> so its stylesheets load
 * elsewhere: what axe is run on, in the worker's inspector page, and, hashed, what tells a page
 * already checked. Per-response values axe does not read (nonces, the values of hidden inputs
 * such as form tokens) are blanked, and comments and the spelling of style attributes made one,
 * so the same page served twice, or served and then hydrated, is the same copy. Without
 * JavaScript the shopper sees what <noscript> holds: it is unwrapped, as the inspector, which
 * runs scripts, would otherwise read it as text and check none of it.
 */
function pageCopy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    // robots.txt, sitemap.xml: what shows is the browser's own viewer of text or XML, no page of ours.
    if (document.contentType !== "text/html") return null;
    // A document still arriving (the test went on to the next one, maybe at the same URL): half
    // a page is no page; it is checked at its own load.
    if (document.readyState !== "complete") return null;
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("script").forEach((script) => script.remove());
    // What only makes the inspector fetch: the chunks a modulepreload would fetch and compile in
    // it, and the images (a missing image lays out as a refused one; axe reads their alt, not
    // their pixels). A copy loads in about a third of the time, and axe's results, rule by rule
    // and node by node, are the same (docs/performance.md).
    copy
      .querySelectorAll('link[rel~="modulepreload"], link[rel~="preload"], link[rel~="prefetch"]')
      .forEach((link) => link.remove());
    copy.querySelectorAll("img, source, input[type=image]").forEach((element) => {
      element.removeAttribute("src");
      element.removeAttribute("srcset");
    });
    copy.querySelectorAll("[nonce]").forEach((element) => element.removeAttribute("nonce"));
    // Nor what differs between a page as served and as hydrated without a change axe could see:
    // comments (React's markers between texts in the server's HTML) and the spelling of style
    // attributes ("width:40px" from the server, "width: 40px;" once React set them).
    const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    while (comments.nextNode()) found.push(comments.currentNode);
    found.forEach((comment) => comment.parentNode?.removeChild(comment));
    copy
      .querySelectorAll<HTMLElement>("[style]")
      .forEach((element) => element.setAttribute("style", element.style.cssText));
    copy.querySelectorAll<HTMLInputElement>("input[type=hidden]").forEach((input) => input.setAttribute("value", ""));
    // Scripting is off in this document when a <noscript>'s content is parsed as markup.
    const probe = document.createElement("noscript");
    probe.innerHTML = "<i></i>";
    if (probe.children.length > 0)
      copy.querySelectorAll("noscript").forEach((noscript) => noscript.replaceWith(...noscript.childNodes));
    const base = document.createElement("base");
    base.href = document.baseURI;
    copy.querySelector("head")?.prepend(base);
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });
}

/**
 * Violations of the documents already checked in this run, by their copy and viewport, shared by
 * every worker (both projects) through files in the run's folder: most tests visit the same few
 * pages, and a page unchanged since its check at `load` is not checked again at the test's end.
 * Two workers that meet a new copy at once both check it; the answers are the same.
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

/**
 * The page copies are checked in: one JavaScript page of a context of its own per worker,
 * made by the worker fixture before any test listens for new contexts (its own loads are not
 * checked). No request of a copy is routed: a route would take every one of them (the icon
 * sprite's, the stylesheet) through this process, and the copies hold no image to refuse.
 */
export async function newAxeInspector(browser: Browser): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled: true })).newPage();
}

/** The last check queued in each worker's inspector page: checks there run one at a time. */
const inspectorTurns = new WeakMap<Page, Promise<void>>();

/** `work`, or `undefined` once `ms` have passed (the work itself cannot be stopped; it is left behind). */
function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, Math.max(0, ms), undefined)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type AxeChecks = {
  /** Checks every document each page of `context` loads (at its `load`, while the test goes on). */
  watch: (context: BrowserContext) => void;
  /**
   * Waits for the checks under way, then checks every page still open (what the test left:
   * pages reached by client-side navigation, opened dialogs); gives up at `deadline` (a
   * Date.now() time), reporting the pages still unchecked, so axe never outlives the test.
   */
  finish: (deadline: number) => Promise<void>;
};

/**
 * A copy of each page is checked in the worker's `inspector`, with or without JavaScript in the
 * test: never in the test's own page, where axe would compete with the test for the page's one
 * thread, would need its timers (a paused Playwright clock never fires them), and would be
 * compiled anew in every new page. Each violation is reported once per test.
 */
export function startAxeChecks(inspector: Page, report: (problem: string) => void): AxeChecks {
  const running = new Map<Promise<void>, string>();
  const reported = new Set<string>();
  const watched: BrowserContext[] = [];

  const inInspector = (html: string, viewport: { width: number; height: number } | null) => {
    // One copy at a time in the worker's one inspector page, at the page's own size. The turns
    // belong to the inspector, not to this test: a check an earlier test gave up on may still
    // be loading its copy, and axe must not run on that copy in this one's name.
    const turn = (inspectorTurns.get(inspector) ?? Promise.resolve()).then(async () => {
      if (viewport) await inspector.setViewportSize(viewport);
      // Bounded: a stylesheet that never answers must not hold up the checks queued behind this one.
      await inspector.setContent(html, { waitUntil: "load", timeout: CHECK_TIMEOUT_MS });
      // Only this turn sets the inspector's content: axe runs on this copy, and one run at a time.
      return axeResults(inspector);
    });
    inspectorTurns.set(
      inspector,
      turn.then(
        () => undefined,
        () => undefined,
      ),
    );
    return turn;
  };

  const violationsOf = async (page: Page, url: string): Promise<string[]> => {
    const html = await pageCopy(page);
    if (!html) return [];
    const viewport = page.viewportSize();
    const key = createHash("sha256").update(`${viewport?.width}x${viewport?.height}\n${html}`).digest("base64url");
    let violations = checkedViolations(key);
    if (!violations) {
      violations = await inInspector(html, viewport);
      keepChecked(key, violations);
    }
    return describeViolations(violations, url);
  };

  const check = (page: Page) => {
    const url = page.url();
    if (!/^https?:/.test(url)) return;
    // The page went on to another document meanwhile (its axe was wiped): that one is checked on its own load.
    const moved = () => page.isClosed() || page.url() !== url;
    const run = within(violationsOf(page, url), CHECK_TIMEOUT_MS)
      .then(
        (lines) => lines ?? (moved() ? [] : [`axe did not finish on ${url} within ${CHECK_TIMEOUT_MS / 1000} s`]),
        (error: Error) =>
          moved() || GONE.test(error.message) ? [] : [`axe could not run on ${url}: ${error.message.split("\n")[0]}`],
      )
      .then((lines) => {
        for (const line of lines.filter((line) => !reported.has(line))) {
          reported.add(line);
          report(line);
        }
      });
    running.set(run, url);
    void run.finally(() => running.delete(run));
  };

  /** Whether the checks under way ended before `deadline`; if not, their pages are reported. */
  const settled = async (deadline: number) => {
    if ((await within(Promise.all(running.keys()), deadline - Date.now())) === undefined) {
      for (const url of new Set(running.values()))
        report(`axe had not finished on ${url} when the test's time ran out`);
      return false;
    }
    return true;
  };

  return {
    watch: (context) => {
      watched.push(context);
      const watchPage = (page: Page) => page.on("load", () => check(page));
      context.pages().forEach(watchPage);
      context.on("page", watchPage);
    },
    finish: async (deadline) => {
      if (!(await settled(deadline))) return;
      const pages = watched.flatMap((context) => context.pages());
      // A page the test left still loading is checked once it has loaded (a half page is not checked).
      await within(
        Promise.all(pages.map((page) => page.waitForLoadState("load").catch(() => undefined))),
        deadline - Date.now(),
      );
      for (const page of pages) check(page);
      await settled(deadline);
    },
  };
}
