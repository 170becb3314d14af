// The newsletter form (/nu): e-mail address, name and consent; the API mails the confirmation link.
// Elsewhere (the home page) it posts to /nu's action: a refusal is then shown on /nu.
// The server keeps the inside of the form no one has sent yet (components/forms/kept-form.ts).
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { newsletterSchema } from "../../lib/engagement/schema";
import { type KnownDetails, useKnownDetails } from "../../lib/known-visitor";
import { ConsentField } from "../forms/ConsentField";
import { useKeptFormContent } from "../forms/kept-form";
import { TextField } from "../forms/TextField";
import { useLanguageSchema } from "../forms/useLanguageSchema";
import { GuardedFormEnd } from "./GuardedFormEnd";
import { useEngagementForm, useEngagementMessages } from "./useEngagementForm";

interface Props {
  lastResult?: SubmissionResult<string[]> | null;
  /** The route whose action receives the form (the localized /nu); the current route without it. */
  action?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/** Fixed, not React's useId: the kept inside's field ids are then the browser's own. One newsletter
 * form per page. */
const FORM_ID = "newsletter";

export function NewsletterForm({ lastResult, action, labelledBy }: Props) {
  const known = useKnownDetails("email", "name");
  const pristine = !lastResult && !known.email && !known.name;
  const kept = useKeptFormContent("newsletter", pristine, <PristineFields />);
  // The props Conform gives a form no one has sent (getFormProps): its id, and the browser's own
  // checks off (the schema's run instead).
  if (kept) return <Form {...formElement(action, labelledBy)} id={FORM_ID} noValidate {...kept} />;
  return <LiveNewsletterForm action={action} labelledBy={labelledBy} lastResult={lastResult} known={known} />;
}

function formElement(action: string | undefined, labelledBy: string | undefined) {
  return { method: "post", action, className: "form-panel engagement-form", "data-testid": "newsletter-form", "aria-labelledby": labelledBy } as const;
}

type Known = Partial<Pick<KnownDetails, "email" | "name">>;

/** No one's details: the form the server keeps is the one a visitor who is not logged in sees. */
const NO_DETAILS: Known = {};

function useNewsletterForm(lastResult: SubmissionResult<string[]> | null | undefined, known: Known) {
  const t = useTranslations("engagement.newsletter");
  const messages = useEngagementMessages(t("consentRequired"));
  const schema = useLanguageSchema(newsletterSchema, messages);
  const [form, fields] = useEngagementForm(schema, lastResult, known, FORM_ID);
  return { t, form, fields };
}

type NewsletterFormState = ReturnType<typeof useNewsletterForm>;

function LiveNewsletterForm({ action, labelledBy, lastResult, known }: Props & { known: Known }) {
  const newsletter = useNewsletterForm(lastResult, known);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form {...formElement(action, labelledBy)} {...getFormProps(newsletter.form)}>
      <NewsletterFields {...newsletter} lastResult={lastResult} submitting={submitting} />
    </Form>
  );
}

/** The inside of the form no one has sent, as the server renders it on its own to keep it. */
function PristineFields() {
  return <NewsletterFields {...useNewsletterForm(null, NO_DETAILS)} lastResult={null} submitting={false} />;
}

function NewsletterFields({ t, form, fields, lastResult, submitting }: NewsletterFormState & { lastResult?: SubmissionResult<string[]> | null; submitting: boolean }) {
  return (
    <>
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
    </>
  );
}
