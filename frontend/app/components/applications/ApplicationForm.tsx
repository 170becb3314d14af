// An application with a CV: for a vacancy (/vacatures/{uuid}, the CV optional) or as a candidate
// council member (/kandidatenlijst: municipality and membership too, the CV required). A multipart
// form, so it works before hydration; the browser checks the CV's type and size on change.
import { type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { type CvRule, candidateSchema, vacancySchema } from "../../lib/applications/schema";
import { GuardedFormEnd } from "../engagement/GuardedFormEnd";
import { ConsentField } from "../forms/ConsentField";
import { FieldError } from "../forms/FieldError";
import { TextField } from "../forms/TextField";
import { CvField } from "./CvField";
import { TextArea } from "./TextArea";
import { useApplicationForm, useApplicationMessages } from "./useApplicationForm";

interface Props {
  kind: "vacancy" | "candidate";
  rule: CvRule;
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]> | null;
}

export function ApplicationForm({ kind, rule, idempotencyKey, lastResult }: Props) {
  const t = useTranslations(`applications.${kind}`);
  const tCandidate = useTranslations("applications.candidate");
  const tFields = useTranslations("applications.fields");
  const tForms = useTranslations("forms");
  const messages = useApplicationMessages(t("consentRequired"), rule);
  // One shape for both: the vacancy's schema simply has no municipality or membership.
  const schema = useMemo(() => (kind === "candidate" ? candidateSchema(messages, rule) : vacancySchema(messages, rule)), [kind, messages, rule]);
  const [form, fields] = useApplicationForm(schema as ReturnType<typeof candidateSchema>, lastResult);
  const submitting = useNavigation().state === "submitting";
  const candidate = kind === "candidate";
  return (
    <Form method="post" encType="multipart/form-data" className="form-panel staff-form" data-testid={`${kind}-form`} {...getFormProps(form)}>
      {kind === "vacancy" ? <h2 className="staff-form__heading">{t("formTitle")}</h2> : null}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <fieldset>
        <legend>{tCandidate("detailsLegend")}</legend>
        <div className="field-row">
          <TextField field={fields.first_name} label={tFields("firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={tFields("lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label={tFields("email")} type="email" autoComplete="email" />
        <TextField field={fields.phone} label={tFields("phone")} hint={tForms("optional")} type="tel" autoComplete="tel" />
      </fieldset>
      <fieldset>
        <legend>{tCandidate("applicationLegend")}</legend>
        {candidate ? (
          <>
            <TextField field={fields.municipality} label={tCandidate("municipality")} autoComplete="address-level2" />
            <div className="field">
              <label className="checkbox">
                <input {...getInputProps(fields.is_member, { type: "checkbox" })} onChange={() => form.validate({ name: fields.is_member.name })} />
                <span>{tCandidate("isMember")}</span>
              </label>
              <FieldError id={fields.is_member.errorId} errors={fields.is_member.errors} />
            </div>
          </>
        ) : null}
        <TextArea field={fields.motivation} label={tFields("motivation")} hint={t("motivationHint")} />
        <CvField field={fields.cv} rule={rule} required={candidate} validate={() => form.validate({ name: fields.cv.name })} />
      </fieldset>
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
