import { parseWithZod } from "@conform-to/zod";
import { data, formFailureStatus } from "#server/tenancy/route";
import { created, submitOnce } from "#server/identity/form-once";
import { UpstreamError } from "#server/upstream/client";
import { ADDRESS_FAILED } from "~/texts";
import { AddressFormSchema, type AddressFormValue } from "./account";
import { FORM_TOKEN_FIELD } from "./form-ui";

/**
 * The address form's action, shared by create, edit and checkout: field errors back into the
 * form; an upstream that refuses the address or cannot be reached as 'Failed to add new
 * address!' (an expired sign-in still goes to /login, a missing address is a 404); success as
 * a flash on the page `redirectTo` names (the address list by default; checkout comes back
 * with the new address). Once per rendered form (its FORM_TOKEN_FIELD, server/identity/form-once.ts):
 * the same form sent twice (a double click without JavaScript) saves one address, and both
 * answers lead to it.
 */
export async function saveAddressAction<Saved>(
  request: Request,
  formData: FormData,
  owner: { shopId: number; userId: number },
  save: (address: AddressFormValue) => Promise<Saved>,
  successText: string,
  redirectTo: (saved: Saved) => string = () => "/profile/displayAddress",
) {
  const submission = parseWithZod(formData, { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const address = submission.value;
  const once = {
    token: formData.get(FORM_TOKEN_FIELD),
    owner: { ...owner, form: "address" as const },
    contents: address,
  };
  return submitOnce(request, once, async () => {
    let saved: Saved;
    try {
      saved = await save(address);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.kind === "unauthorized" || error.kind === "not_found") throw error;
      return data(submission.reply({ formErrors: [ADDRESS_FAILED] }), { status: formFailureStatus(error) });
    }
    return created(redirectTo(saved), successText);
  });
}
