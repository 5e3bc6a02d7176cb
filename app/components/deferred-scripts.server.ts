import { cloneElement, isValidElement, type ReactNode } from "react";
import { entryBoundedLru } from "#server/platform/bounded-lru";

/**
 * The server half of ScriptsAfterFirstPaint (./ScriptsAfterFirstPaint.tsx, decision 0023): the
 * module script that fetches a page's modules once it has painted. The browser build gets an
 * empty module in its place: there React keeps the server's script text.
 */

const QUOTED = String.raw`"(?:[^"\\]|\\.)*"`;
/** One route module of Remix 2.17's module script: `import * as route0 from "/build/root-….js";`. */
const ROUTE_IMPORT = new RegExp(String.raw`^import \* as (route\d+) from (${QUOTED});$`, "gm");
/** The partial manifest of lazy route discovery; JSON has no raw newline, so the delimiter is safe. */
const MANIFEST = /^window\.__remixManifest = ([\s\S]*?);\nwindow\.__remixRouteModules = /m;
const ROUTE_MODULES = /^window\.__remixRouteModules = (\{[^\n]*\});$/m;
const ENTRY_IMPORT = new RegExp(String.raw`^import\((${QUOTED})\);$`, "m");

/**
 * Remix's module script (the route modules imported up front, the partial manifest, then the
 * entry) rewritten to start only after the first contentful paint: it then adds the modulepreload
 * links Remix would have written (`preloads`), and evaluates the framework's chunks, the route
 * modules and the entry one task each, so that none is one long task. "Painted": the paint entry,
 * read on each frame (an observer hears of it a task later); two frames where a browser records
 * no paints; at most 3 s (a background tab paints only once shown). Written short: it is in every
 * page. Throws on a script it does not recognise (a Remix upgrade): better every test failing
 * than pages that quietly preload again.
 */
export function deferredModuleScript(remixScript: string, preloads: string[], crossOrigin?: string): string {
  // The first line: `;` here, `import "<hmr runtime>";;` in development (kept first, as Remix has it);
  // anything else imports the manifest's module, which lazy route discovery (remix.config.js) never does.
  const firstLine = remixScript.slice(0, remixScript.indexOf("\n"));
  const hmr = firstLine === ";" ? "" : firstLine.endsWith(";;") ? firstLine.slice(0, -1) : undefined;
  const routes = [...remixScript.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name: name!, href: href! }));
  const manifest = MANIFEST.exec(remixScript)?.[1];
  const routeModules = ROUTE_MODULES.exec(remixScript)?.[1];
  const entry = ENTRY_IMPORT.exec(remixScript)?.[1];
  if (hmr === undefined || !manifest || !routeModules || !entry || routes.length === 0 || !preloads.length)
    throw new Error("ScriptsAfterFirstPaint: Remix's module script is not the one it knows (docs/decisions/0023)");
  const partialManifest = JSON.parse(manifest) as { entry: { imports: string[] } };
  const importAll = (hrefs: string[]) => `Promise.all([${hrefs.map((href) => `import(${href})`).join(",")}])`;
  const link = `'<link rel="modulepreload" href="'+h+'"${crossOrigin ? ` crossorigin="${crossOrigin}"` : ""}>'`;
  return (
    hmr +
    `let t=()=>new Promise(n=>setTimeout(n)),f=0,s=(PerformanceObserver.supportedEntryTypes||[]).includes("paint");` +
    `new Promise(p=>{setTimeout(p,3e3);let r=()=>requestAnimationFrame(()=>(s?performance.getEntriesByName("first-contentful-paint").length:++f>1)?p():r());r()})` +
    `.then(()=>{document.head.insertAdjacentHTML("beforeend",${JSON.stringify(preloads)}.map(h=>${link}).join(""));return t()})` +
    `.then(()=>${importAll(partialManifest.entry.imports.map((href) => JSON.stringify(href)))}).then(t)` +
    `.then(()=>${importAll(routes.map((route) => route.href))})` +
    `.then(([${routes.map((route) => route.name).join(",")}])=>{window.__remixManifest=${JSON.stringify(partialManifest)};window.__remixRouteModules=${routeModules};return t()})` +
    `.then(()=>import(${entry}));`
  );
}

/**
 * The rewritten scripts by what they were made from: Remix writes the same module script for every
 * page of a route and its parents' paths (a few dozen in a shop), and rewriting one is 1 % of a miss.
 */
const rewrittenScripts = entryBoundedLru<string, string>(128);

function rememberedModuleScript(remixScript: string, preloads: string[], crossOrigin?: string): string {
  const key = `${crossOrigin ?? ""}\n${preloads.join("\n")}\n${remixScript}`;
  let script = rewrittenScripts.get(key);
  if (script === undefined)
    rewrittenScripts.set(key, (script = deferredModuleScript(remixScript, preloads, crossOrigin)));
  return script;
}

type ScriptProps = { type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

/** Remix's script elements (`nodes`, its fragment's children), its module script's text deferred. */
export function deferModuleScript(nodes: ReactNode[], preloads: string[], crossOrigin?: string): ReactNode[] {
  const rewrite = (node: ReactNode): ReactNode => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isValidElement<ScriptProps>(node)) return node;
    const { type, children, dangerouslySetInnerHTML: html } = node.props;
    if (node.type === "script" && type === "module" && html)
      return cloneElement(node, {
        dangerouslySetInnerHTML: { __html: rememberedModuleScript(html.__html, preloads, crossOrigin) },
      });
    if (children === undefined) return node;
    return cloneElement(node, undefined, ...(Array.isArray(children) ? children.map(rewrite) : [rewrite(children)]));
  };
  return nodes.map(rewrite);
}
