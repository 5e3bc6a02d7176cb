import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopRoute } from "#server/tenancy/route";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, () => null);
}
