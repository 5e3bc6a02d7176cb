import { createPath, Link as RemixLink, parsePath, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

/**
 * `#link` on the server (package.json "imports"), which the app imports instead of Remix's <Link>
 * (eslint.config.js); in the browser build `#link` is Remix's own package, so the browser gets
 * nothing of this. On the server a <Link> only writes its anchor (no effect runs, no prefetch
 * shows), yet Remix's component resolves its path three times through the route context and runs
 * a dozen hooks: ~10% of the CPU of a catalogue page's miss. A link to an absolute path is written
 * here directly. Decision 0015, amended 2026-11-28.
 */

/** What react-router-dom's <Link> takes for itself and does not put on the anchor. */
const ROUTER_PROPS = new Set([
  "onClick",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "target",
  "to",
  "preventScrollReset",
  "viewTransition",
  "prefetch",
  "discover",
]);
/** A `.` or `..` segment, which resolving the path would remove. */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/**
 * The anchor the full <Link> writes, in its attributes' order: the props but the router's,
 * `data-discover` as Remix sets it, the href the server's navigator writes, `target`; inside the
 * fragment the full component returns (the anchor, then its prefetch links: none on the server),
 * so that the tree, and React's useId, are the same. Null for anything that depends on the
 * routes: a relative, protocol-relative or external link, or a path with dot segments. Remix's
 * classic compiler has no basename, so none is looked up.
 */
export function serverPathAnchor(props: LinkProps): JSX.Element | null {
  const { to, discover = "render", reloadDocument } = props;
  if (typeof to !== "string" || to[0] !== "/" || to[1] === "/") return null;
  const path = parsePath(to);
  if (DOT_SEGMENT.test(path.pathname ?? "")) return null;
  const anchor: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) if (!ROUTER_PROPS.has(name)) anchor[name] = value;
  anchor["data-discover"] = discover === "render" && !reloadDocument ? "true" : undefined;
  anchor.href = createPath(path);
  anchor.target = props.target;
  return (
    <>
      <a {...anchor} />
      {null}
    </>
  );
}

/** Remix's <Link>, but a link to an absolute path writes its anchor at once (serverPathAnchor). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return serverPathAnchor(props) ?? <RemixLink ref={ref} {...props} />;
});
