// The newsletter form (/nu): e-mail address, name and consent; the API mails the confirmation link.
// Elsewhere (the home page) it posts to /nu's action: a refusal is then shown on /nu.
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { newsletterSchema } from "../../lib/engagement/schema";
import { ConsentField } from "../forms/ConsentField";
import { TextField } from "../forms/TextField";
import { useLanguageSchema } from "../forms/useLanguageSchema";
import { GuardedFormEnd } from "./GuardedFormEnd";
import { useEngagementForm, useEngagementMessages } from "./useEngagementForm";
import { useKnownDetails } from "../../lib/known-visitor";

interface Props {
  lastResult?: SubmissionResult<string[]> | null;
  /** The route whose action receives the form (the localized /nu); the current route without it. */
  action?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export function NewsletterForm({ lastResult, action, labelledBy }: Props) {
  const t = useTranslations("engagement.newsletter");
  const messages = useEngagementMessages(t("consentRequired"));
  const schema = useLanguageSchema(newsletterSchema, messages);
  const known = useKnownDetails("email", "name");
  const [form, fields] = useEngagementForm(schema, lastResult, known);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      action={action}
      className="form-panel engagement-form"
      data-testid="newsletter-form"
      aria-labelledby={labelledBy}
      {...getFormProps(form)}
    >
      <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" />
      <TextField field={fields.name} label={t("name")} autoComplete="name" />
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
