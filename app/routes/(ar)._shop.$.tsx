import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, shopRoute } from "#server/tenancy/route";

/** Any unknown path (and /error-page): the 404 page inside the shop's layout. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, () => {
    throw data({ reason: "not-found" }, { status: 404 });
  });
}

export default function NotFound() {
  return null;
}
