import { createContext, createElement, useContext, type ComponentType } from "react";
import { LRUCache } from "lru-cache";
import { ownCopy } from "#server/platform/memory";
import { scanShell, SLOT_MARKER_BYTES, type SlotMarker } from "#server/platform/visitor-slots";
import { useLanguage } from "./language";
import { SlotMarks } from "./shop-visitor";

/**
 * Parts of pages rendered once (decision 0033): a component whose markup depends only on its
 * props and the page's language (a product card's text, the category bar) is rendered by React
 * the first time a kept render shows it, its markup captured from that page, and written as it
 * is into the next kept pages that show it with the same props, which React then renders a
 * marker for instead (a shell render of `/` has React render 126 elements, not 595). The
 * browser gets the plain components (`#rendered-once/*` in package.json: each component's own
 * module there, app/components/rendered-once.server.ts here), so it downloads nothing of this,
 * renders them and hydrates the same markup.
 */

/**
 * Markup remembered, by bytes: a product card's text is ~1.1 KB, a category bar 4 KB; 2 MiB holds
 * a shop's thousand cards in both languages. A part pushed out is rendered again, and captured
 * again, by the next kept render that shows it.
 */
export const RENDERED_ONCE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A part as remembered: its markup, cut where it holds visitor slots (`pieces`, one more than the
 * slots, each slot's markers kept in them), and those slots, whose content each page writes fresh.
 */
type Remembered = { pieces: Buffer[]; slots: SlotMarker[] };

const markup = new LRUCache<string, Remembered>({
  maxSize: RENDERED_ONCE_MAX_BYTES,
  // The key (it holds the part's props) in UTF-16 at worst, and the entry's own.
  sizeCalculation: ({ pieces, slots }, key) =>
    pieces.reduce((bytes, piece) => bytes + piece.length, 0) + SLOT_MARKER_BYTES * slots.length + 2 * key.length + 64,
});

/**
 * One kept render's parts, in the order React met them: each one's key, what was remembered of it
 * (written in after the render at its marker) or nothing (captured between markers), and whether
 * it may hold visitor slots.
 */
export type RenderedOnceParts = Array<{ key: string; remembered: Remembered | undefined; holdsSlots: boolean }>;

/**
 * Given by entry.server to a render whose page it writes into memory (the pages the cache keeps):
 * its parts, and a guest's content of a slot on this page (app/lib/visitor-fragments.server.tsx),
 * written where a remembered part holds slots (null: no part holds slots in this render). Anywhere
 * else (a streamed page, a visitor's fragments, inside a part being captured) a part renders as
 * any other component.
 */
export type RenderedOnceRender = {
  parts: RenderedOnceParts;
  slotMarkup: ((slot: SlotMarker) => Promise<string>) | null;
};

export const RenderedOnceMarks = createContext<RenderedOnceRender | null>(null);

/** Whether a value is plain data all through: no function, symbol or element (props with one make no key). */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== "object") return typeof value !== "function" && typeof value !== "symbol";
  if ((value as { $$typeof?: unknown }).$$typeof !== undefined) return false;
  if (Array.isArray(value)) return value.every(isPlainData);
  for (const name in value) if (!isPlainData((value as Record<string, unknown>)[name])) return false;
  return true;
}

/** The key: the part's name, the language and its props as JSON (checked first, then written by JSON's fast path). */
function keyOf(name: string, language: string, props: object): string | undefined {
  return isPlainData(props) ? `${name}\n${language}\n${JSON.stringify(props)}` : undefined;
}

/**
 * `Component` as a part rendered once, named `name` (with the language and its props as JSON, the
 * key). What makes a component fit (app/components/rendered-once.server.ts lists them): it reads
 * nothing but its props and the language (not the visitor, not the URL, no `useId`), and starts
 * and ends with an element (so that a marker in its place leaves React's text separators around it
 * as they are). What it shows of the visitor, or of the URL, is in visitor slots: a part declared
 * `holdsSlots` is one only in a shell render (where slots are marked: a guest's), remembered with
 * its slots' markers, and each page writes a guest's content of each slot on that page
 * (`slotMarkup`); in any other render it renders as any other component. A part not declared so
 * is not remembered when it holds a slot.
 */
export function renderedOnce<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: { holdsSlots?: boolean } = {},
): ComponentType<P> {
  const holdsSlots = options.holdsSlots === true;
  function RenderedOnce(props: P) {
    const render = useContext(RenderedOnceMarks);
    const slotsMarked = useContext(SlotMarks) !== null;
    const language = useLanguage();
    const key =
      render && (!holdsSlots || (slotsMarked && render.slotMarkup)) ? keyOf(name, language, props) : undefined;
    if (!render || key === undefined) return createElement(Component, props);
    const remembered = markup.get(key);
    const index = render.parts.push({ key, remembered, holdsSlots }) - 1;
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
/** A visitor slot's marker (server/platform/visitor-slots.ts). */
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
 * What is remembered of a captured part (copies of its own: neither the page's bytes nor a shared
 * slab of Node's Buffer pool are kept alive), or nothing:
 * a part with text or a comment at an end, or holding a slot without being declared to.
 */
function rememberedOf(captured: Buffer, holdsSlots: boolean): Remembered | undefined {
  if (!elementsAtBothEnds(captured)) return undefined;
  if (captured.indexOf(VISITOR_SLOT) === -1) return { pieces: [ownCopy(captured)], slots: [] };
  if (!holdsSlots) return undefined;
  const { slots, guest } = scanShell(captured);
  const cuts = [0, ...guest.flat(), captured.length];
  const pieces: Buffer[] = [];
  for (let index = 0; index < cuts.length; index += 2)
    pieces.push(ownCopy(captured.subarray(cuts[index], cuts[index + 1])));
  return { pieces, slots };
}

/**
 * The page as it is without parts rendered once: each remembered part's markup written at its
 * marker, with a guest's content of its slots on this page in them, and each captured part's
 * markers taken out and what is to be remembered of it remembered.
 */
export async function withRenderedOnceParts(page: Buffer, render: RenderedOnceRender): Promise<Buffer> {
  const { parts, slotMarkup } = render;
  if (parts.length === 0) return page;
  // Each remembered part's slots, by the part's index (its marker names it, whatever order a page's
  // boundaries were rendered in).
  const slotMarkups = await Promise.all(
    parts.map(({ remembered }) =>
      remembered?.slots.length && slotMarkup ? Promise.all(remembered.slots.map(slotMarkup)) : [],
    ),
  );
  const out: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(START); at !== -1; at = page.indexOf(START, from)) {
    const headEnd = page.indexOf(START_END, at);
    const index = headEnd === -1 ? -1 : Number(page.toString("latin1", at + START.length, headEnd));
    const part = parts[index];
    if (!part) throw new Error("a rendered-once marker is not whole");
    out.push(page.subarray(from, at));
    from = headEnd + START_END.length;
    if (part.remembered !== undefined) {
      const { pieces } = part.remembered;
      const markups = slotMarkups[index]!;
      if (markups.length !== pieces.length - 1) throw new Error("a rendered-once part's slots have no content");
      out.push(pieces[0]!);
      markups.forEach((markup, slot) => out.push(Buffer.from(markup), pieces[slot + 1]!));
      continue;
    }
    const end = page.indexOf(END, from);
    if (end === -1) throw new Error("a rendered-once part has no end");
    const captured = page.subarray(from, end);
    const remembered = rememberedOf(captured, part.holdsSlots);
    if (remembered) markup.set(part.key, remembered);
    out.push(captured);
    from = end + END.length;
  }
  out.push(page.subarray(from));
  return Buffer.concat(out);
}

/** Forgets every part (tests). */
export function forgetRenderedOnce() {
  markup.clear();
}
