import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "#server/identity/session";
import { deleteAddress, loadAddresses, setMainAddress } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { idOrNotFound, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import { CANT_DELETE_MAIN } from "~/texts";

const LIST = "/profile/displayAddress";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    return { addresses: await loadAddresses(shop.id, user) };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const formData = await request.formData();
    const intent = formData.get("intent");
    // Another shopper's address (or junk) is a 404, from here or from the upstream.
    const id = idOrNotFound(formData.get("id"));
    if (intent === "set-main") {
      await setMainAddress(shop.id, user, id);
      return redirectWithFlash(request, LIST, "success", "Main address changed successfully");
    }
    if (intent === "delete") {
      try {
        await deleteAddress(shop.id, user, id);
      } catch (error) {
        // The only refusal is the main address.
        if (error instanceof UpstreamError && error.kind === "rejected")
          return redirectWithFlash(request, LIST, "error", CANT_DELETE_MAIN);
        throw error;
      }
      return redirectWithFlash(request, LIST, "success", "Address deleted successfully");
    }
    return redirectWithFlash(request, LIST, "error", "Unknown action.");
  });
}
