// Sign a petition: name, e-mail address, place (optional) and consent. The signature counts once
// it is confirmed by the link the API mails.
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { signatureSchema } from "../../lib/engagement/schema";
import { ConsentField } from "../forms/ConsentField";
import { TextField } from "../forms/TextField";
import { useLanguageSchema } from "../forms/useLanguageSchema";
import { GuardedFormEnd } from "./GuardedFormEnd";
import { useEngagementForm, useEngagementMessages } from "./useEngagementForm";
import { useKnownDetails } from "../../lib/known-visitor";

export function SignatureForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const t = useTranslations("engagement.petition");
  const tForms = useTranslations("forms");
  const messages = useEngagementMessages(t("consentRequired"));
  const schema = useLanguageSchema(signatureSchema, messages);
  const known = useKnownDetails("first_name", "last_name", "email", "place");
  const [form, fields] = useEngagementForm(schema, lastResult, known);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="form-panel engagement-form" data-testid="signature-form" aria-labelledby="sign-heading" {...getFormProps(form)}>
      <h2 id="sign-heading" className="engagement-form__heading">
        {t("heading")}
      </h2>
      <div className="field-row">
        <TextField field={fields.first_name} label={t("firstName")} autoComplete="given-name" />
        <TextField field={fields.last_name} label={t("lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" />
      <TextField field={fields.place} label={t("place")} hint={tForms("optional")} autoComplete="address-level2" />
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
