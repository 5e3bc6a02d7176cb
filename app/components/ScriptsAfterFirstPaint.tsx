import { Scripts } from "@remix-run/react";
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { deferModuleScript } from "./deferred-scripts.server";

/** On the server only (the browser build gets an empty module). */
const deferOnServer: typeof deferModuleScript | undefined = deferModuleScript;

const isPreload = (node: ReactNode): node is ReactElement<{ rel: string; href: string }> =>
  isValidElement<{ rel?: string }>(node) && node.type === "link" && node.props.rel === "modulepreload";

/**
 * Remix's <Scripts>, with the page's modules fetched after its first contentful paint instead of
 * preloaded by `<link rel="modulepreload">` while the document is parsed (decision 0023: Lighthouse
 * counts every script that finished before the first paint as holding it back). Its elements are
 * rewritten: the preload links dropped (on both sides, so hydration sees the same tree) and, on the
 * server, its module script replaced (./deferred-scripts.server.ts); in the browser React keeps the
 * server's script text (suppressHydrationWarning).
 */
export function ScriptsAfterFirstPaint(props: Parameters<typeof Scripts>[0]) {
  // Called, not rendered: its hooks run as this component's, and its elements can be rewritten.
  const scripts = Scripts(props);
  if (!scripts) return null;
  // A fragment: [manifest link], entry link, [route links], <><context script/><module script/></>, [deferred].
  const nodes = (scripts.props as { children: ReactNode[] }).children.flat();
  const preloads = nodes.filter(isPreload).map((link) => link.props.href);
  const rest = nodes.filter((node) => !isPreload(node));
  return cloneElement(scripts, undefined, ...(deferOnServer ? deferOnServer(rest, preloads, props.crossOrigin) : rest));
}
