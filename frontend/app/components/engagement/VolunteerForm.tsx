// Word actief: name, contact, region (province and municipality), what the volunteer would like to
// do (one or more), an optional note, and consent. Staff follow up from the admin.
import { type SubmissionResult, getCollectionProps, getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { INTERESTS, volunteerSchema } from "../../lib/engagement/schema";
import { PROVINCES } from "../../lib/members/provinces";
import { ConsentField } from "../forms/ConsentField";
import { FieldError } from "../forms/FieldError";
import { TextField } from "../forms/TextField";
import { useLanguageSchema } from "../forms/useLanguageSchema";
import { GuardedFormEnd } from "./GuardedFormEnd";
import { useEngagementForm, useEngagementMessages } from "./useEngagementForm";
import { useKnownDetails } from "../../lib/known-visitor";

export function VolunteerForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const t = useTranslations("engagement.volunteer");
  const tInterests = useTranslations("engagement.interests");
  const tForms = useTranslations("forms");
  const messages = useEngagementMessages(t("consentRequired"));
  const schema = useLanguageSchema(volunteerSchema, messages);
  const known = useKnownDetails("first_name", "last_name", "email", "phone");
  const [form, fields] = useEngagementForm(schema, lastResult, known);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form-panel engagement-form" data-testid="volunteer-form" {...getFormProps(form)}>
      <fieldset>
        <legend>{t("detailsLegend")}</legend>
        <div className="field-row">
          <TextField field={fields.first_name} label={t("firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={t("lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={t("phone")} hint={tForms("optional")} type="tel" autoComplete="tel" />
      </fieldset>

      <fieldset>
        <legend>{t("regionLegend")}</legend>
        <div className="field-row">
          <div className="field">
            <label htmlFor={fields.province.id}>{t("province")}</label>
            <select {...getSelectProps(fields.province)} autoComplete="address-level1">
              <option value="">{t("noProvince")}</option>
              {PROVINCES.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError id={fields.province.errorId} errors={fields.province.errors} />
          </div>
          <TextField field={fields.municipality} label={t("municipality")} autoComplete="address-level2" />
        </div>
      </fieldset>

      <fieldset aria-describedby={fields.interests.errors ? fields.interests.errorId : undefined}>
        <legend>{t("interestsLegend")}</legend>
        <div className="interest-options">
          {getCollectionProps(fields.interests, { type: "checkbox", options: [...INTERESTS] }).map((props) => (
            <label key={props.key} className="checkbox">
              <input {...props} key={props.key} onChange={() => form.validate({ name: fields.interests.name })} />
              <span>{tInterests(props.value as (typeof INTERESTS)[number])}</span>
            </label>
          ))}
        </div>
        <FieldError id={fields.interests.errorId} errors={fields.interests.errors} />
      </fieldset>

      <div className="field">
        <label htmlFor={fields.message.id}>
          {t("message")} <span className="field__hint">{tForms("optional")}</span>
        </label>
        <textarea {...getTextareaProps(fields.message)} rows={4} />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      </div>

      <ConsentField field={fields.consent} version={t("consentVersion")} validate={() => form.validate({ name: fields.consent.name })}>
        {t("consent")}
      </ConsentField>
      <GuardedFormEnd
        captcha={fields.captcha}
        status={form.status}
        formError={form.errors?.[0]}
        round={lastResult}
        submit={t("submit")}
        submitting={submitting}
        privacy={t("privacy")}
      />
    </Form>
  );
}
