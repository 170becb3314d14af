// The donation form (SPEC §2.3): an amount (suggested or free), once or monthly, the donor's details,
// an optional address for a tax overview. Checked in the browser on blur, and again by the server.
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { OUTSIDE_EU, amountCents, donationSchema } from "../../lib/donations/schema";

import { LocalLink } from "../LocalLink";
import { track } from "../../lib/tracking/track";
import { CampaignFields } from "../forms/CampaignFields";
import { Captcha, useCaptchaNeeded } from "../forms/Captcha";
import { Honeypot } from "../forms/Honeypot";
import { FieldError } from "../forms/FieldError";
import { FormAlert } from "../forms/FormAlert";
import { type KnownDetails, useFillKnown, useKnownDetails } from "../../lib/known-visitor";
import { useMoney } from "../../lib/format/use-money";
import { useZodValidation } from "../forms/useFormErrors";
import { keptSlot, useKeptFormContent } from "../forms/kept-form";
import { CountryOptions } from "../forms/CountryOptions";

interface Props {
  suggestedCents: number[];
  allowMonthly: boolean;
  /** Wfpp limits, from the backend's settings. */
  anonymousMaxCents: number;
  yearlyMaxCents: number;
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]> | null;
}

/** Fixed, not React's useId: the kept inside's field ids are then the browser's own. One gift form
 * per page. */
const FORM_ID = "donation";
const DETAILS = ["first_name", "last_name", "email", "street", "postal_code", "city"] as const;
type Known = Partial<Pick<KnownDetails, (typeof DETAILS)[number]>>;
/** No one's details: the form the server keeps is the one a visitor who is not logged in sees. */
const NO_DETAILS: Known = {};
const KEY_SLOT = keptSlot("idempotency_key");

// The server keeps the inside of the form no one has sent yet, per page's amounts and language
// (components/forms/kept-form.ts); its one-time key is put in per request.
export function DonationForm(props: Props) {
  const known = useKnownDetails(...DETAILS);
  const pristine = !props.lastResult && Object.keys(known).length === 0;
  const name = `donation|${props.suggestedCents.join(",")}|${props.allowMonthly}|${props.anonymousMaxCents}|${props.yearlyMaxCents}`;
  const inside = <PristineFields {...props} />;
  const kept = useKeptFormContent(name, pristine, inside, { [KEY_SLOT]: props.idempotencyKey });
  if (kept) return <Form {...FORM_ELEMENT} id={FORM_ID} noValidate {...kept} />;
  return <LiveDonationForm {...props} known={known} />;
}

const FORM_ELEMENT = { method: "post", className: "form-panel donation-form", "data-testid": "donation-form" } as const;

function LiveDonationForm({ known, ...props }: Props & { known: Known }) {
  const donation = useDonationForm(props, known);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form {...FORM_ELEMENT} {...getFormProps(donation.form)}>
      <DonationFields {...props} {...donation} submitting={submitting} />
    </Form>
  );
}

/** The inside of the form no one has sent, as the server renders it on its own to keep it. */
function PristineFields(props: Props) {
  const pristine = { ...props, lastResult: null, idempotencyKey: KEY_SLOT };
  return <DonationFields {...pristine} {...useDonationForm(pristine, NO_DETAILS)} submitting={false} />;
}

function useDonationForm({ suggestedCents, lastResult }: Props, known: Known) {
  const t = useTranslations("donation");
  const schema = useMemo(() => donationSchema((key) => t(`errors.${key}`)), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
    defaultValue: { amount: String(suggestedCents[1] ?? suggestedCents[0] ?? ""), frequency: "once", country: "NL", ...known },
    // A valid form on its way to the payment: the checkout starts (a no-op without consent).
    onSubmit: (_event, { formData }) =>
      track({
        type: "checkout_start",
        kind: "donation",
        valueCents: amountCents({ amount: String(formData.get("amount") ?? ""), other_amount: String(formData.get("other_amount") ?? "") }) ?? undefined,
      }),
  });
  useFillKnown(form, known);
  return { form, fields };
}

type DonationFormState = ReturnType<typeof useDonationForm>;

function DonationFields({
  suggestedCents,
  allowMonthly,
  anonymousMaxCents,
  yearlyMaxCents,
  idempotencyKey,
  lastResult,
  form,
  fields,
  submitting,
}: Props & DonationFormState & { submitting: boolean }) {
  const money = useMoney();
  const t = useTranslations("donation");
  const tForms = useTranslations("forms");
  const captchaNeeded = useCaptchaNeeded(fields.captcha.errors);
  const cents = amountCents({ amount: fields.amount.value as string, other_amount: fields.other_amount.value as string });

  type TextField = typeof fields.first_name;
  const input = (field: TextField, type: "text" | "email" = "text") =>
    getInputProps(field, { type });

  return (
    <>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <CampaignFields />

      <fieldset className="donation-form__amounts">
        <legend>{t("amountLegend")}</legend>
        <div className="chips">
          {suggestedCents.map((amount) => (
            <label key={amount} className="chip">
              <input {...getInputProps(fields.amount, { type: "radio", value: String(amount) })} key={amount} />
              <span>{money(amount, { whole: true })}</span>
            </label>
          ))}
          <label className="chip">
            <input {...getInputProps(fields.amount, { type: "radio", value: "other" })} key="other" />
            <span>{t("other")}</span>
          </label>
        </div>
        {fields.amount.value === "other" ? (
          <div className="field">
            <label htmlFor={fields.other_amount.id}>{t("otherLabel")}</label>
            <input {...input(fields.other_amount)} inputMode="decimal" autoComplete="off" />
            <FieldError id={fields.other_amount.errorId} errors={fields.other_amount.errors} />
          </div>
        ) : null}
        <FieldError id={fields.amount.errorId} errors={fields.amount.errors} />
      </fieldset>

      {allowMonthly ? (
        <fieldset className="donation-form__frequency">
          <legend>{t("frequencyLegend")}</legend>
          <div className="chips">
            {(["once", "monthly"] as const).map((value) => (
              <label key={value} className="chip">
                <input {...getInputProps(fields.frequency, { type: "radio", value })} key={value} />
                <span>{t(value)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset>
        <legend>{t("detailsLegend")}</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor={fields.first_name.id}>{t("firstName")}</label>
            <input {...input(fields.first_name)} autoComplete="given-name" />
            <FieldError id={fields.first_name.errorId} errors={fields.first_name.errors} />
          </div>
          <div className="field">
            <label htmlFor={fields.last_name.id}>{t("lastName")}</label>
            <input {...input(fields.last_name)} autoComplete="family-name" />
            <FieldError id={fields.last_name.errorId} errors={fields.last_name.errors} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={fields.email.id}>{t("email")}</label>
          <input {...input(fields.email, "email")} autoComplete="email" />
          <FieldError id={fields.email.errorId} errors={fields.email.errors} />
        </div>
      </fieldset>

      <fieldset>
        <legend>
          {t("addressLegend")} <span className="field__hint">{tForms("optional")}</span>
        </legend>
        <div className="field">
          <label htmlFor={fields.street.id}>{t("street")}</label>
          <input {...input(fields.street)} autoComplete="street-address" />
          <FieldError id={fields.street.errorId} errors={fields.street.errors} />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={fields.postal_code.id}>{t("postalCode")}</label>
            <input {...input(fields.postal_code)} autoComplete="postal-code" />
            <FieldError id={fields.postal_code.errorId} errors={fields.postal_code.errors} />
          </div>
          <div className="field">
            <label htmlFor={fields.city.id}>{t("city")}</label>
            <input {...input(fields.city)} autoComplete="address-level2" />
            <FieldError id={fields.city.errorId} errors={fields.city.errors} />
          </div>
        </div>
        <div className="field">
          <label htmlFor={fields.country.id}>{t("country")}</label>
          <select {...getSelectProps(fields.country)} autoComplete="country">
            <CountryOptions outsideEu={t("outsideEu")} />
          </select>
          <FieldError id={fields.country.errorId} errors={fields.country.errors} />
        </div>
        {fields.country.value === OUTSIDE_EU ? (
          <label className="checkbox" data-testid="voter-abroad">
            <input {...getInputProps(fields.dutch_voter_abroad, { type: "checkbox" })} />
            <span>{t("voterAbroad")}</span>
          </label>
        ) : null}
        <label className="checkbox">
          <input {...getInputProps(fields.wants_receipt, { type: "checkbox" })} />
          <span>{t("wantsReceipt")}</span>
        </label>
      </fieldset>

      <Honeypot />
      <Captcha needed={captchaNeeded} errors={fields.captcha.errors} errorId={fields.captcha.errorId} round={lastResult} />
      <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />

      <button type="submit" className="button button--primary form-panel__submit" disabled={submitting}>
        {cents ? t("submit", { amount: money(cents, { whole: true }) }) : t("submitPlain")}
      </button>
      <p className="form-panel__note" data-testid="donation-law">
        {t("law", { anonymous: money(anonymousMaxCents, { whole: true }), yearly: money(yearlyMaxCents, { whole: true }) })}{" "}
        <LocalLink to="/anbi">{t("lawMore")}</LocalLink>
      </p>
      <p className="form-panel__note">
        <LocalLink to="/privacy">{t("privacy")}</LocalLink>
      </p>
    </>
  );
}
