import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { redirectWithFlash } from "../../server/session.server";
import { UpstreamError } from "../../server/upstream/client.server";
import { ADDRESS_FAILED, AddressFormSchema, type AddressFormValue } from "./account";

/**
 * The address form's action, shared by create and edit: field errors back into the form, an
 * upstream refusal as 'Failed to add new address!', success as a flash on the address list.
 */
export async function saveAddressAction(request: Request, save: (address: AddressFormValue) => Promise<unknown>, successText: string) {
  const submission = parseWithZod(await request.formData(), { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await save(submission.value);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "rejected") return data(submission.reply({ formErrors: [ADDRESS_FAILED] }), { status: 400 });
    throw error;
  }
  return redirectWithFlash(request, "/profile/displayAddress", "success", successText);
}
