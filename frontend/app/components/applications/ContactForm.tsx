// /contact: name, e-mail, subject and message, consent; staff read it in the admin and by e-mail.
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { contactSchema } from "../../lib/applications/schema";
import { GuardedFormEnd } from "../engagement/GuardedFormEnd";
import { ConsentField } from "../forms/ConsentField";
import { TextField } from "../forms/TextField";
import { TextArea } from "./TextArea";
import { useApplicationForm, useApplicationMessages } from "./useApplicationForm";

interface Props {
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]> | null;
}

export function ContactForm({ idempotencyKey, lastResult }: Props) {
  const t = useTranslations("applications.contact");
  const tFields = useTranslations("applications.fields");
  const messages = useApplicationMessages(t("consentRequired"));
  const schema = useMemo(() => contactSchema(messages), [messages]);
  const [form, fields] = useApplicationForm(schema, lastResult);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form-panel staff-form" data-testid="contact-form" {...getFormProps(form)}>
      <h2 className="staff-form__heading">{t("formTitle")}</h2>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <div className="field-row">
        <TextField field={fields.name} label={tFields("name")} autoComplete="name" />
        <TextField field={fields.email} label={tFields("email")} type="email" autoComplete="email" />
      </div>
      <TextField field={fields.subject} label={t("subject")} />
      <TextArea field={fields.message} label={t("message")} />
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
