import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { AddressInput, CountryOption } from "#server/account/account";
import type { AddressFormSchema } from "~/forms/account";
import { DEFAULT_COUNTRY_ID, FORM_BUTTON_CLASS } from "~/forms/form-ui";
import { useLocalizedPath, useT } from "~/lib/language";
import { ADDITIONAL_INFO } from "~/messages/ADDITIONAL_INFO";
import { APARTMENT_NUMBER } from "~/messages/APARTMENT_NUMBER";
import { AREA } from "~/messages/AREA";
import { BUILDING_NUMBER } from "~/messages/BUILDING_NUMBER";
import { CITY } from "~/messages/CITY";
import { COUNTRY } from "~/messages/COUNTRY";
import { DEFAULT_ADDRESS } from "~/messages/DEFAULT_ADDRESS";
import { FIRST_ADDRESS_LOCKED } from "~/messages/FIRST_ADDRESS_LOCKED";
import { MAIN_ADDRESS_LOCKED } from "~/messages/MAIN_ADDRESS_LOCKED";
import { OPTIONAL } from "~/messages/OPTIONAL";
import { STREET_NAME } from "~/messages/STREET_NAME";
import { fieldClass, FormMessage } from "./AuthForm";

type FieldProps = {
  meta: FieldMetadata<string | number | undefined>;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  /** The form shows one message for all its fields: this one only gets the red border. */
  summarized?: boolean;
  optional?: boolean;
};

/** A labelled input (or textarea) with its messages; an invalid one gets a red border. */
export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  rows,
  summarized,
  optional,
}: FieldProps) {
  const errors = summarized ? [] : (meta.errors ?? []);
  const t = useT();
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-ink/80">{` ${t(OPTIONAL)}`}</span> : null}
      </label>
      {rows ? (
        <textarea {...getTextareaProps(meta)} rows={rows} className={fieldClass} />
      ) : (
        <input
          {...getInputProps(meta, { type })}
          autoComplete={autoComplete}
          inputMode={inputMode}
          // Phone numbers and email addresses are Latin, left to right on an Arabic page too.
          dir={type === "tel" || type === "email" ? "ltr" : undefined}
          className={fieldClass}
        />
      )}
      {errors.length > 0 ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

type AddressFormProps = {
  /** The form's id (conform and the DOM). */
  id: string;
  countries: CountryOption[];
  defaultValue?: Partial<AddressInput>;
  lastResult?: SubmissionResult<string[]> | null;
  /**
   * Why the default box cannot be changed: "main" for the main address (a main address
   * cannot be unticked), "first" for a shopper's first address (it is always the main one).
   */
  mainLocked?: "main" | "first" | null;
  submitLabel: string;
  /** Its submission is on its way (useSubmissionPending): the button is disabled. */
  busy?: boolean;
  /** The action to post to (defaults to the current route); an absolute path stays in the page's language. */
  action?: string;
  /** Extra hidden fields (an intent, a return path). */
  children?: ReactNode;
};

const LOCK_EXPLANATION = { main: MAIN_ADDRESS_LOCKED, first: FIRST_ADDRESS_LOCKED };

/**
 * The address form of createAddress and editAddress (and checkout): country from the
 * upstream's list (default 26), city, area and street required, the rest optional.
 */
export function AddressForm({
  id,
  countries,
  defaultValue,
  lastResult,
  mainLocked = null,
  submitLabel,
  busy = false,
  action,
  children,
}: AddressFormProps) {
  const [form, fields] = useForm<z.input<typeof AddressFormSchema>>({
    id,
    lastResult,
    defaultValue: { country: DEFAULT_COUNTRY_ID, mainAddress: false, ...defaultValue },
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Form
      method="post"
      action={action === undefined ? undefined : localized(action)}
      {...getFormProps(form)}
      className="max-w-2xl space-y-4"
    >
      {children}
      <div>
        <label htmlFor={fields.country.id} className="block text-sm font-medium">
          {t(COUNTRY)}
        </label>
        <select {...getSelectProps(fields.country)} className={`${fieldClass} bg-white`}>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        {fields.country.errors?.[0] ? (
          <p id={fields.country.errorId} className="mt-1 text-sm text-red-700">
            {fields.country.errors[0]}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.city} label={t(CITY)} autoComplete="address-level2" />
        <TextField meta={fields.area} label={t(AREA)} autoComplete="address-level3" />
      </div>
      <TextField meta={fields.streetName} label={t(STREET_NAME)} autoComplete="address-line1" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.buildingNum} label={t(BUILDING_NUMBER)} optional />
        <TextField meta={fields.apartmentNum} label={t(APARTMENT_NUMBER)} optional />
      </div>
      <TextField meta={fields.additionalInfo} label={t(ADDITIONAL_INFO)} rows={3} optional />
      <div>
        <label className="flex items-center gap-2 text-sm">
          {mainLocked ? (
            // Disabled, so never submitted: the server keeps the main address main anyway.
            <input type="checkbox" checked disabled readOnly aria-describedby={`${id}-main-note`} />
          ) : (
            <input {...getInputProps(fields.mainAddress, { type: "checkbox" })} />
          )}
          {t(DEFAULT_ADDRESS)}
        </label>
        {mainLocked ? (
          <p id={`${id}-main-note`} className="mt-1 text-sm text-ink/80">
            {t(LOCK_EXPLANATION[mainLocked])}
          </p>
        ) : null}
      </div>
      <FormMessage text={form.errors?.[0]} />
      <button type="submit" disabled={busy} className={FORM_BUTTON_CLASS}>
        {submitLabel}
      </button>
    </Form>
  );
}
