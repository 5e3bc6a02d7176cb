import { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "#server/identity/session";
import { deleteAddress, loadAddresses, setMainAddress } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { notFound, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import { idField, refusedIntent } from "~/forms/fields.server";
import { textsIn } from "~/lib/texts.server";

const LIST = "/profile/displayAddress";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    return { addresses: await loadAddresses(shop.id, user, language) };
  });
}

/** The address list's buttons: make an address the main one, or delete it. */
const AddressListFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-main"), id: idField }),
  z.object({ intent: z.literal("delete"), id: idField }),
]);

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const { ADDRESS_DELETED, CANT_DELETE_MAIN, MAIN_ADDRESS_CHANGED, UNKNOWN_ACTION } = textsIn(language);
    const user = await requireUser(request, shop.id);
    const input = Object.fromEntries(await request.formData());
    const parsed = AddressListFormSchema.safeParse(input);
    if (!parsed.success) {
      // Another shopper's address (or junk) is a 404, from here or from the upstream.
      if (refusedIntent(AddressListFormSchema, input) || !idField.safeParse(input.id).success) notFound();
      return redirectWithFlash(request, LIST, "error", UNKNOWN_ACTION);
    }
    const form = parsed.data;
    switch (form.intent) {
      case "set-main":
        await setMainAddress(shop.id, user, form.id, language);
        return redirectWithFlash(request, LIST, "success", MAIN_ADDRESS_CHANGED);
      case "delete":
        try {
          await deleteAddress(shop.id, user, form.id, language);
        } catch (error) {
          // The only refusal is the main address.
          if (error instanceof UpstreamError && error.kind === "rejected")
            return redirectWithFlash(request, LIST, "error", CANT_DELETE_MAIN);
          throw error;
        }
        return redirectWithFlash(request, LIST, "success", ADDRESS_DELETED);
      default:
        return form satisfies never;
    }
  });
}
