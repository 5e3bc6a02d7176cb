import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { z } from "zod";
import type { Language } from "#server/platform/language";
import { data, formFailureStatus } from "#server/tenancy/route";
import { created, submitOnce } from "#server/identity/form-once";
import { UpstreamError } from "#server/upstream/client";
import { ADDRESS_FAILED } from "~/messages/ADDRESS_FAILED";
import { addressFormSchema, type AddressFormValue } from "./account";
import { FORM_TOKEN_FIELD } from "./form-ui";
import { perLanguage } from "./per-language";

/** The address form as its actions read it: the fields (messages in `language`) and the form's one-time token. */
export const addressActionSchema = perLanguage((language) =>
  addressFormSchema(language).extend({ [FORM_TOKEN_FIELD]: z.string().optional() }),
);
/** The English one. */
export const AddressActionSchema = /* @__PURE__ */ addressActionSchema("en");

/** A valid address form: its value and conform's reply to it (for the errors that follow). */
type ValidAddressForm = {
  value: z.output<typeof AddressActionSchema>;
  reply: Submission<unknown>["reply"];
};

/**
 * The address form's action (create and edit): field errors back into the form, else
 * saveAddress; its messages in the page's `language`.
 */
export async function saveAddressAction<Saved>(
  request: Request,
  formData: FormData,
  owner: { shopId: number; userId: number },
  save: (address: AddressFormValue) => Promise<Saved>,
  successText: string,
  language: Language,
) {
  const submission = parseWithZod(formData, { schema: addressActionSchema(language) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return saveAddress(request, submission, owner, save, successText, undefined, language);
}

/**
 * Saves a valid address form, shared by create, edit and checkout: an upstream that refuses
 * the address or cannot be reached as 'Failed to add new address!' (in `language`; an expired
 * sign-in still goes to /login, a missing address is a 404); success as a flash on the page
 * `redirectTo` names (the address list by default; checkout comes back with the new address).
 * Once per rendered form (its FORM_TOKEN_FIELD, server/identity/form-once.ts): the same form
 * sent twice (a double click without JavaScript) saves one address, and both answers lead to it.
 */
export async function saveAddress<Saved>(
  request: Request,
  form: ValidAddressForm,
  owner: { shopId: number; userId: number },
  save: (address: AddressFormValue) => Promise<Saved>,
  successText: string,
  redirectTo: (saved: Saved) => string = () => "/profile/displayAddress",
  language: Language,
) {
  const { [FORM_TOKEN_FIELD]: token, ...address } = form.value;
  const once = { token: token ?? null, owner: { ...owner, form: "address" as const }, contents: address };
  return submitOnce(request, once, async () => {
    let saved: Saved;
    try {
      saved = await save(address);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.kind === "unauthorized" || error.kind === "not_found") throw error;
      return data(form.reply({ formErrors: [ADDRESS_FAILED[language]] }), { status: formFailureStatus(error) });
    }
    return created(redirectTo(saved), successText);
  });
}
