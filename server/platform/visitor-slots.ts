/**
 * The places of a kept page that differ per visitor (docs/decisions/0029-visitor-slots.md): the
 * app renders the page once as a shell, each such place a marker, and the edge stitches a
 * visitor's fragments into it on every view. Shared by the app (entry.server, which renders the
 * shell and a guest's page from it) and the edge (server/edge/page-cache.ts, which keeps the
 * shell): Node runs this file from source, so it imports nothing.
 */

/** The kinds of per-visitor places; each one's fragment is rendered by app/lib/visitor-fragments.server.tsx. */
export const SLOT_NAMES = ["visitor-links", "footer-home", "flash", "heart", "cart-token", "review", "data"] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** A place in a shell: its kind and the props its fragment is rendered with (a product id, a label). */
export type SlotMarker = { name: SlotName; props: Record<string, string | number> };

/**
 * What a kept slot marker holds on V8's heap: the marker and its props object with their strings,
 * and two offsets (a catalogue page has 30-odd slots: ~6 KB a page). Counted by the memory bounds
 * that keep them: the edge's pages (server/edge/page-store.ts), the app's parts rendered once.
 */
export const SLOT_MARKER_BYTES = 200;

/**
 * A page rendered as a shell: the text between its places (one more than the places), and what
 * each place holds for a guest (the render's own content, so a guest's page is the shell with it).
 */
export type Shell = { segments: string[]; slots: SlotMarker[]; guest: string[] };

/**
 * How React writes a place in the shell (app/lib/visitor-slots.tsx): its content between two
 * empty <template>s that no other markup of the app uses, the first naming the slot and holding
 * its props as JSON in one attribute React escapes. Slots do not nest.
 */
const SLOT_START = Buffer.from('<template data-visitor-slot="');
const SLOT_START_END = Buffer.from("></template>");
const SLOT_END = Buffer.from('<template data-visitor-slot-end="true"></template>');
const SLOT_HEAD = /^<template data-visitor-slot="([a-z-]+)"(?: data-props="([^"]*)")?><\/template>$/;

const ENTITIES: Record<string, string> = { "&quot;": '"', "&amp;": "&", "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

function attributeValue(escaped: string): string {
  return escaped.replace(/&(?:quot|amp|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/**
 * A text as React 18 writes it in HTML, as text or an attribute's value (its escapeTextForBrowser):
 * attributeValue's inverse. The edge's own small pages escape with it too.
 */
export function escapedHtml(text: string): string {
  return text.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
}

/**
 * The slot name itself, not the match: a substring of 13 characters or more ("visitor-links")
 * is a slice of the whole page in V8 and would keep it alive as long as the shell is kept.
 */
function slotNameOf(name: string): SlotName {
  const known = SLOT_NAMES.find((each) => each === name);
  if (!known) throw new Error(`unknown visitor slot ${name}`);
  return known;
}

/**
 * Slot markers already read, by their text: the same hearts and links come back on page after
 * page (a catalogue page has 30-odd). Frozen: each one is shared by every layout that holds it.
 * Emptied when full (a few hundred KB at most).
 */
const markersRead = new Map<string, SlotMarker>();
const MARKERS_READ_MAX = 1024;

function markerOf(head: string): SlotMarker {
  const known = markersRead.get(head);
  if (known) return known;
  const match = SLOT_HEAD.exec(head);
  if (!match) throw new Error("a visitor slot's marker is not whole");
  const [, name, props] = match;
  const marker: SlotMarker = Object.freeze({
    name: slotNameOf(name!),
    props: Object.freeze(props ? (JSON.parse(attributeValue(props)) as SlotMarker["props"]) : {}),
  });
  if (markersRead.size >= MARKERS_READ_MAX) markersRead.clear();
  markersRead.set(head, marker);
  return marker;
}

/**
 * A shell's places, read from its bytes (a miss's render: no text decoded and encoded again, a
 * fifth of the time a regular expression over the text took): each slot and the byte ranges of
 * the text before it and of its guest content (`[start, end]`). Also read from a part of a page
 * rendered once that holds slots (app/lib/rendered-once.server.tsx).
 */
export function scanShell(html: Buffer): {
  slots: SlotMarker[];
  before: Array<[number, number]>;
  guest: Array<[number, number]>;
} {
  const slots: SlotMarker[] = [];
  const before: Array<[number, number]> = [];
  const guest: Array<[number, number]> = [];
  let from = 0;
  for (let at = html.indexOf(SLOT_START); at !== -1; at = html.indexOf(SLOT_START, from)) {
    const headEnd = html.indexOf(SLOT_START_END, at);
    const end = headEnd === -1 ? -1 : html.indexOf(SLOT_END, headEnd);
    if (end === -1) throw new Error("a visitor slot's marker is not whole");
    slots.push(markerOf(html.toString("utf8", at, headEnd + SLOT_START_END.length)));
    before.push([from, at]);
    guest.push([headEnd + SLOT_START_END.length, end]);
    from = end + SLOT_END.length;
  }
  before.push([from, html.length]);
  return { slots, before, guest };
}

/** The shell's text and places; null when the page has none (nothing to stitch: it is the same for everyone). */
export function parseShell(html: string): Shell | null {
  const bytes = Buffer.from(html);
  const { slots, before, guest } = scanShell(bytes);
  if (slots.length === 0) return null;
  const text = ([start, end]: [number, number]) => bytes.toString("utf8", start, end);
  return { segments: before.map(text), slots, guest: guest.map(text) };
}

/** The page for one visitor: the shell's text with a fragment at each place, in order. */
export function stitch(shell: Pick<Shell, "segments" | "slots">, fragments: readonly string[]): string {
  if (fragments.length !== shell.slots.length) throw new Error("one fragment per visitor slot");
  let html = shell.segments[0]!;
  for (let index = 0; index < fragments.length; index += 1) html += fragments[index]! + shell.segments[index + 1]!;
  return html;
}

/**
 * Where a guest's page holds its places: the slots, and for each the UTF-8 byte offsets at which
 * its guest content starts and ends in the guest's page (`cuts`: start, end, start, end…). The
 * page and this are all a kept page holds of its shell until a visitor with a session asks for it
 * (server/edge/page-store.ts, `shellOf`): a guest's miss does no more work than before shells.
 */
export type ShellLayout = { slots: SlotMarker[]; cuts: number[] };

/** A render written as a shell: the guest's page (the shell without its markers) and where its places are; null when it has none. */
export function guestPageOfShell(html: Buffer): { page: Buffer; layout: ShellLayout } | null {
  const { slots, before, guest } = scanShell(html);
  if (slots.length === 0) return null;
  const parts: Buffer[] = [];
  const cuts: number[] = [];
  let offset = 0;
  slots.forEach((_, index) => {
    for (const [start, end] of [before[index]!, guest[index]!]) {
      parts.push(html.subarray(start, end));
      offset += end - start;
      cuts.push(offset);
    }
  });
  parts.push(html.subarray(...before[slots.length]!));
  return { page: Buffer.concat(parts), layout: { slots, cuts } };
}

/** The shell's text around its places, cut from the guest's page by its layout (one more than the places). */
export function shellSegments(page: Buffer, layout: ShellLayout): Buffer[] {
  const segments: Buffer[] = [];
  let from = 0;
  for (let index = 0; index < layout.slots.length; index += 1) {
    segments.push(page.subarray(from, layout.cuts[2 * index]));
    from = layout.cuts[2 * index + 1]!;
  }
  segments.push(page.subarray(from));
  return segments;
}
