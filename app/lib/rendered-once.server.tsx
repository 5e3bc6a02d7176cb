import { createContext, createElement, useContext, type ComponentType } from "react";
import { LRUCache } from "lru-cache";
import { useLanguage } from "./language";

/**
 * Parts of pages rendered once (decision 0033): a component whose markup depends only on its
 * props and the page's language (a product card's text, the category bar) is rendered by React
 * the first time a kept render shows it, its markup captured from that page, and written as it
 * is into the next kept pages that show it with the same props, which React then renders a
 * marker for instead (a miss of `/` renders a third fewer elements). The browser gets the plain
 * components (`#rendered-once/*` in package.json: each component's own module there,
 * app/components/rendered-once.server.ts here), so it downloads nothing of this, renders them and
 * hydrates the same markup.
 */

/**
 * Markup remembered, by bytes: a product card's text is ~1.1 KB, a category bar 4 KB; 2 MiB holds
 * a shop's thousand cards in both languages. A part pushed out is rendered again, and captured
 * again, by the next kept render that shows it.
 */
export const RENDERED_ONCE_MAX_BYTES = 2 * 1024 * 1024;

const markup = new LRUCache<string, string>({
  maxSize: RENDERED_ONCE_MAX_BYTES,
  // UTF-16 in V8 at worst, the key (it holds the part's props) too, and the entry's own.
  sizeCalculation: (html, key) => 2 * (html.length + key.length) + 64,
});

/**
 * One kept render's parts, in the order React met them: each one's key, and its markup when it
 * was remembered (written in after the render at its marker) or not (captured between markers).
 */
export type RenderedOnceParts = Array<{ key: string; markup: string | undefined }>;

/**
 * Given by entry.server to a render whose page it writes into memory (the pages the cache keeps);
 * anywhere else (a streamed page, a visitor's fragments, inside a part being captured) a part
 * renders as any other component.
 */
export const RenderedOnceMarks = createContext<RenderedOnceParts | null>(null);

/** Thrown by the key's replacer: props that are not plain data (a function, an element) make no key. */
const NOT_DATA = new Error("not plain data");

function keyOf(name: string, language: string, props: object): string | undefined {
  try {
    const data = JSON.stringify(props, (_name, value: unknown) => {
      if (typeof value === "function" || typeof value === "symbol" || (value as { $$typeof?: unknown })?.$$typeof)
        throw NOT_DATA;
      return value;
    });
    return `${name}\n${language}\n${data}`;
  } catch (error) {
    if (error === NOT_DATA) return undefined;
    throw error;
  }
}

/**
 * `Component` as a part rendered once, named `name` (with the language and its props as JSON, the
 * key). What makes a component fit (app/components/rendered-once.server.ts lists them): it reads
 * nothing but its props and the language (not the visitor, not the URL, no `useId`), holds no
 * VisitorSlot (a part holding one is not remembered), and starts and ends with an element (so
 * that a marker in its place leaves React's text separators around it as they are).
 */
export function renderedOnce<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function RenderedOnce(props: P) {
    const parts = useContext(RenderedOnceMarks);
    const language = useLanguage();
    const key = parts ? keyOf(name, language, props) : undefined;
    if (!parts || key === undefined) return createElement(Component, props);
    const remembered = markup.get(key);
    const index = parts.push({ key, markup: remembered }) - 1;
    if (remembered !== undefined) return <template data-rendered-once={index} />;
    return (
      <>
        <template data-rendered-once={index} />
        <RenderedOnceMarks.Provider value={null}>{createElement(Component, props)}</RenderedOnceMarks.Provider>
        <template data-rendered-once-end />
      </>
    );
  }
  RenderedOnce.displayName = `RenderedOnce(${name})`;
  return RenderedOnce;
}

const START = Buffer.from('<template data-rendered-once="');
const START_END = Buffer.from('"></template>');
const END = Buffer.from('<template data-rendered-once-end="true"></template>');
/** A visitor slot's marker (server/platform/visitor-slots.ts): a part holding one is the visitor's, never remembered. */
const VISITOR_SLOT = Buffer.from("<template data-visitor-slot");
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const EXCLAMATION = 0x21;
const HYPHEN = 0x2d;

/** Starts and ends with an element's tag, not text or a comment (React's separator): a marker may stand in for it. */
function elementsAtBothEnds(html: Buffer): boolean {
  return (
    html.length > 0 &&
    html[0] === LESS_THAN &&
    html[1] !== EXCLAMATION &&
    html[html.length - 1] === GREATER_THAN &&
    html[html.length - 2] !== HYPHEN
  );
}

/**
 * The page as it is without parts rendered once: each remembered part's markup written at its
 * marker, each captured part's markers taken out and its markup remembered.
 */
export function withRenderedOnceParts(page: Buffer, parts: RenderedOnceParts): Buffer {
  if (parts.length === 0) return page;
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(START); at !== -1; at = page.indexOf(START, from)) {
    const headEnd = page.indexOf(START_END, at);
    const part = headEnd === -1 ? undefined : parts[Number(page.toString("latin1", at + START.length, headEnd))];
    if (!part) throw new Error("a rendered-once marker is not whole");
    pieces.push(page.subarray(from, at));
    from = headEnd + START_END.length;
    if (part.markup !== undefined) {
      pieces.push(Buffer.from(part.markup));
      continue;
    }
    const end = page.indexOf(END, from);
    if (end === -1) throw new Error("a rendered-once part has no end");
    const inner = page.subarray(from, end);
    if (inner.indexOf(VISITOR_SLOT) === -1 && elementsAtBothEnds(inner)) markup.set(part.key, inner.toString("utf8"));
    pieces.push(inner);
    from = end + END.length;
  }
  pieces.push(page.subarray(from));
  return Buffer.concat(pieces);
}

/** Forgets every part (tests). */
export function forgetRenderedOnce() {
  markup.clear();
}
