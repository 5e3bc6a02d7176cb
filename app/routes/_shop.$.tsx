import { data } from "@remix-run/node";
import { shopLoader } from "../../server/route.server";

/** Any unknown path (and /error-page): the 404 page inside the shop's layout. */
export const loader = /* @__PURE__ */ shopLoader(() => {
  throw data({ reason: "not-found" }, { status: 404 });
});

export default function NotFound() {
  return null;
}
