// The member corrects their own name, address and phone number (the e-mail address is the login).
import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import type { Membership } from "../../lib/membership/types";
import { detailsSchema } from "../../lib/accounts/schema";
import { PROVINCES } from "../../lib/members/provinces";
import { FieldError } from "../forms/FieldError";
import { FormAlert } from "../forms/FormAlert";
import { TextField } from "../forms/TextField";
import { useZodValidation } from "../forms/useFormErrors";

export function DetailsForm({ membership, csrf, lastResult, saved }: { membership: Membership; csrf: string; lastResult?: SubmissionResult<string[]> | null; saved: boolean }) {
  const t = useTranslations("account.me");
  const tForms = useTranslations("forms");
  const schema = useMemo(() => detailsSchema(() => t("required")), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    id: "details",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
    defaultValue: { ...membership },
  });
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="account__section" aria-labelledby="details-title">
      <h2 id="details-title">{t("details")}</h2>
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <input type="hidden" name="csrf" value={csrf} />
        <div className="field-row">
          <TextField field={fields.first_name} label={t("firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={t("lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.street} label={t("street")} autoComplete="street-address" />
        <div className="field-row">
          <TextField field={fields.postal_code} label={t("postalCode")} autoComplete="postal-code" />
          <TextField field={fields.city} label={t("city")} autoComplete="address-level2" />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={fields.province.id}>{t("province")}</label>
            <select {...getSelectProps(fields.province)}>
              <option value="">{t("noProvince")}</option>
              {PROVINCES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <FieldError id={fields.province.errorId} errors={fields.province.errors} />
          </div>
          <TextField field={fields.phone} label={t("phone")} type="tel" autoComplete="tel" hint={tForms("optional")} />
        </div>
        <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />
        {saved ? (
          <p role="status" className="account__saved" data-testid="details-saved">
            {t("saved")}
          </p>
        ) : null}
        <button type="submit" name="intent" value="details" className="button button--primary" disabled={submitting}>
          {t("save")}
        </button>
      </Form>
    </section>
  );
}
