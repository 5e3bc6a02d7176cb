import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { redirectWithFlash } from "../../server/session.server";
import { UpstreamError } from "../../server/upstream/client.server";
import { ADDRESS_FAILED } from "~/texts";
import { AddressFormSchema, type AddressFormValue } from "./account";

/**
 * The address form's action, shared by create, edit and checkout: field errors back into the
 * form, an upstream refusal as 'Failed to add new address!', success as a flash on the page
 * `redirectTo` names (the address list by default; checkout comes back with the new address).
 */
export async function saveAddressAction<Saved>(
  request: Request,
  formData: FormData,
  save: (address: AddressFormValue) => Promise<Saved>,
  successText: string,
  redirectTo: (saved: Saved) => string = () => "/profile/displayAddress",
) {
  const submission = parseWithZod(formData, { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let saved: Saved;
  try {
    saved = await save(submission.value);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "rejected") return data(submission.reply({ formErrors: [ADDRESS_FAILED] }), { status: 400 });
    throw error;
  }
  return redirectWithFlash(request, redirectTo(saved), "success", successText);
}
