import { useFlash } from "~/lib/shop-visitor";
import { FlashMessage } from "./FlashMessage";

/**
 * The shop layout's flash message (loaded, or stitched by the edge): a visitor slot (decision
 * 0029). A module of its own: the auth layout shows FlashMessage without the shop's visitor.
 */
export function ShopFlash() {
  return <FlashMessage flash={useFlash()} />;
}
