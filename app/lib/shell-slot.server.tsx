import type { ReactNode } from "react";
import type { SlotMarker, SlotName } from "#server/platform/visitor-slots";

/**
 * A visitor slot in a shell render (docs/decisions/0029-visitor-slots.md; entry.server gives this
 * to VisitorSlot through SlotMarks when it renders a guest's page that the edge also keeps as
 * the shell of every visitor with a session): its content between markers, so that a guest's
 * page is the shell without them (server/platform/visitor-slots.ts) and the edge puts each other
 * visitor's own fragments in their place.
 */
export function markSlot({
  name,
  props,
  children,
}: {
  name: SlotName;
  props?: SlotMarker["props"];
  children: ReactNode;
}): ReactNode {
  return (
    <>
      <template data-visitor-slot={name} data-props={props ? JSON.stringify(props) : undefined} />
      {children}
      <template data-visitor-slot-end />
    </>
  );
}
