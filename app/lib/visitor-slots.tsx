import { createContext, useContext, type ReactNode } from "react";
import type { SlotMarker, SlotName } from "#server/platform/visitor-slots";
import { useStitchedVisitorText, VISITOR_DATA_ID } from "./shop-visitor";

/**
 * True while entry.server renders a guest's page that the edge also keeps as the shell of every
 * visitor with a session (docs/decisions/0029-visitor-slots.md): each visitor slot is written as
 * its content between markers: a guest's page is the shell without them (server/platform/visitor-slots.ts),
 * and the edge puts each other visitor's own fragments in their place.
 */
export const ShellRenderContext = createContext(false);

/**
 * A place of the page that shows something of its visitor. `children` is its content for this
 * render; app/lib/visitor-fragments.server.tsx renders the same content by `name` and `props`
 * for a visitor's stitched view, so the two must stay one component each (the privacy test
 * compares them). Its content starts and ends with an element (never bare text).
 */
export function VisitorSlot({
  name,
  props,
  children,
}: {
  name: SlotName;
  props?: SlotMarker["props"];
  children: ReactNode;
}) {
  if (!useContext(ShellRenderContext)) return <>{children}</>;
  return (
    <>
      <template data-visitor-slot={name} data-props={props ? JSON.stringify(props) : undefined} />
      {children}
      <template data-visitor-slot-end />
    </>
  );
}

/**
 * The visitor's data of a stitched page, as the edge wrote it (a JSON block, not a script that
 * runs): the browser renders it again as it is, so that hydration finds what the server sent.
 */
export function StitchedVisitorData() {
  const text = useStitchedVisitorText();
  return text === null ? null : (
    <script type="application/json" id={VISITOR_DATA_ID} dangerouslySetInnerHTML={{ __html: text }} />
  );
}
