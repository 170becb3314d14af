// /vrienden: the yearly gift (suggested amounts or one's own, at least the minimum), name, e-mail,
// country and consent; then the first payment at the checkout, which sets up the yearly mandate.
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { OUTSIDE_EU, amountCents } from "../../lib/donations/schema";

import { type FriendMessageKey, friendSchema } from "../../lib/friends/schema";
import { GuardedFormEnd } from "../engagement/GuardedFormEnd";
import { ConsentField } from "../forms/ConsentField";
import { FieldError } from "../forms/FieldError";
import { TextField } from "../forms/TextField";
import { track } from "../../lib/tracking/track";
import { useFillKnown, useKnownDetails } from "../../lib/known-visitor";
import { useMoney } from "../../lib/format/use-money";
import { useZodValidation } from "../forms/useFormErrors";
import { CountryOptions } from "../forms/CountryOptions";

interface Props {
  minCents: number;
  suggestedCents: number[];
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]> | null;
}

export function FriendForm({ minCents, suggestedCents, idempotencyKey, lastResult }: Props) {
  const money = useMoney();
  const t = useTranslations("friends.join");
  const tErrors = useTranslations("friends.errors");
  const schema = useMemo(
    () =>
      friendSchema(
        (key: FriendMessageKey) =>
          key === "consent" ? t("consentRequired") : key === "belowMinimum" ? tErrors("belowMinimum", { amount: money(minCents, { whole: true }) }) : tErrors(key),
        minCents,
      ),
    [t, tErrors, money, minCents],
  );
  const known = useKnownDetails("first_name", "last_name", "email");
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
    defaultValue: { amount: String(suggestedCents[1] ?? suggestedCents[0] ?? ""), country: "NL", ...known },
    // A valid form on its way to the payment: the checkout starts (a no-op without consent).
    onSubmit: (_event, { formData }) =>
      track({
        type: "checkout_start",
        kind: "friend",
        valueCents: amountCents({ amount: String(formData.get("amount") ?? ""), other_amount: String(formData.get("other_amount") ?? "") }) ?? undefined,
      }),
  });
  useFillKnown(form, known);
  const submitting = useNavigation().state === "submitting";
  const cents = amountCents({ amount: fields.amount.value as string, other_amount: fields.other_amount.value as string });
  const submit = cents !== null && cents >= minCents ? t("submit", { amount: money(cents, { whole: true }) }) : t("submitPlain");

  return (
    <Form method="post" className="form-panel friend-form" data-testid="friend-form" {...getFormProps(form)}>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <fieldset>
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
            <input {...getInputProps(fields.other_amount, { type: "text" })} inputMode="decimal" autoComplete="off" />
            <FieldError id={fields.other_amount.errorId} errors={fields.other_amount.errors} />
          </div>
        ) : null}
        <p className="field__hint">{t("minimum", { amount: money(minCents, { whole: true }) })}</p>
        <FieldError id={fields.amount.errorId} errors={fields.amount.errors} />
      </fieldset>

      <fieldset>
        <legend>{t("detailsLegend")}</legend>
        <div className="field-row">
          <TextField field={fields.first_name} label={t("firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={t("lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" />
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
      </fieldset>

      <ConsentField field={fields.consent} version={t("consentVersion")} validate={() => form.validate({ name: fields.consent.name })}>
        {t("consent")}
      </ConsentField>
      <GuardedFormEnd
        captcha={fields.captcha}
        status={form.status}
        formError={form.errors?.[0]}
        round={lastResult}
        submit={submit}
        submitting={submitting}
        privacy={t("privacy")}
      />
      <p className="form-panel__note">{t("mandate")}</p>
    </Form>
  );
}
