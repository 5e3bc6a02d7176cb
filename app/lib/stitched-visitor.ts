/**
 * A stitched page (docs/decisions/0029-visitor-slots.md) hydrates from the data of the shell it
 * was stitched into, a guest's; the edge writes the visitor's own beside it, in a JSON block (not
 * a script that runs): for each route, the fields of its data that are the visitor's (the shop
 * layout's visitor and flash, the product page's review form token). Before hydration the
 * browser lays them over the shell's data and takes the block out of the document, so the page
 * hydrates from the visitor's data and the markup React expects. Only the entry (and the server)
 * import this: a module shared with the routes would join the framework's chunk.
 */

/** The id of the JSON block. */
export const VISITOR_DATA_ID = "visitor-data";

/** The block's contents: by route id, the fields that are the visitor's. */
export type StitchedData = Record<string, Record<string, unknown>>;

/** Lays a stitched page's visitor data over the decoded loader data; called once, before hydration. */
export function applyStitchedVisitor(loaderData: Record<string, object | undefined>) {
  const block = document.getElementById(VISITOR_DATA_ID);
  if (!block) return;
  block.remove();
  for (const [route, fields] of Object.entries(JSON.parse(block.textContent!) as StitchedData))
    Object.assign(loaderData[route] ?? {}, fields);
}
