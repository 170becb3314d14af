// The legion's join form (/legioen/doe-mee, /legioen-mgm/doe-mee): name, e-mail, optional phone,
// region and consent. Checked in the browser on blur (the consent on change) and again by the
// server; the honeypot, the captcha once asked for, and the campaign travel along.
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { CONSENT_VERSION, legionJoinSchema } from "../../lib/legion/schema";
import { PROVINCES } from "../../lib/members/provinces";
import { CampaignFields } from "../forms/CampaignFields";
import { Captcha, useCaptchaNeeded } from "../forms/Captcha";
import { FieldError } from "../forms/FieldError";
import { FormAlert } from "../forms/FormAlert";
import { Honeypot } from "../forms/Honeypot";
import { PrivacyNote } from "../forms/PrivacyNote";
import { TextField } from "../forms/TextField";
import { useZodValidation } from "../forms/useFormErrors";

interface Props {
  /** The recruiter's code from a recruit link (?ref=). */
  recruitCode: string;
  lastResult?: SubmissionResult<string[]> | null;
}

export function LegionJoinForm({ recruitCode, lastResult }: Props) {
  const t = useTranslations("legion.join");
  const tErrors = useTranslations("legion.errors");
  const tForms = useTranslations("forms");
  const schema = useMemo(() => legionJoinSchema((key) => tErrors(key)), [tErrors]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
  const submitting = useNavigation().state === "submitting";
  const captchaNeeded = useCaptchaNeeded(fields.captcha.errors);

  return (
    <Form method="post" className="form-panel legion-form" data-testid="legion-join-form" {...getFormProps(form)}>
      <input type="hidden" name="consent_version" value={CONSENT_VERSION} />
      <input type="hidden" name="ref" value={recruitCode} />
      <CampaignFields />
      <Honeypot />
      <div className="field-row">
        <TextField field={fields.first_name} label={t("firstName")} autoComplete="given-name" />
        <TextField field={fields.last_name} label={t("lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" />
      <TextField field={fields.phone} label={t("phone")} type="tel" autoComplete="tel" hint={tForms("optional")} />
      <div className="field">
        <label htmlFor={fields.region.id}>{t("region")}</label>
        <select {...getSelectProps(fields.region)} autoComplete="address-level1">
          <option value="">{t("regionPlaceholder")}</option>
          {PROVINCES.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
        <FieldError id={fields.region.errorId} errors={fields.region.errors} />
      </div>
      <div className="field">
        <label className="checkbox">
          <input {...getInputProps(fields.consent, { type: "checkbox" })} onChange={() => form.validate({ name: fields.consent.name })} />
          <span>{t("consent")}</span>
        </label>
        <FieldError id={fields.consent.errorId} errors={fields.consent.errors} />
      </div>
      <Captcha needed={captchaNeeded} errors={fields.captcha.errors} errorId={fields.captcha.errorId} round={lastResult} />
      <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />
      <button type="submit" className="button button--primary form-panel__submit" disabled={submitting}>
        {t("submit")}
      </button>
      <PrivacyNote text={t("privacy")} />
    </Form>
  );
}
