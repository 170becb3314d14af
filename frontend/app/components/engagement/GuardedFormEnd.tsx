// The end of every engagement form: the honeypot, the campaign fields, the captcha once the API
// asked for it, the summary ('incomplete' or the API's reason), the button and the privacy note.
import type { FieldMetadata } from "@conform-to/react";
import { useTranslations } from "use-intl";
import { CampaignFields } from "../forms/CampaignFields";
import { Captcha, useCaptchaNeeded } from "../forms/Captcha";
import { FormAlert } from "../forms/FormAlert";
import { Honeypot } from "../forms/Honeypot";
import { PrivacyNote } from "../forms/PrivacyNote";

interface Props {
  captcha: FieldMetadata<string | undefined>;
  /** The form's status and first form-level error (Conform's form.status / form.errors). */
  status?: "success" | "error";
  formError?: string;
  /** Changes with each answer of the action: a new captcha round. */
  round: unknown;
  submit: string;
  submitting: boolean;
  privacy: string;
}

export function GuardedFormEnd({ captcha, status, formError, round, submit, submitting, privacy }: Props) {
  const tForms = useTranslations("forms");
  const needed = useCaptchaNeeded(captcha.errors);
  return (
    <>
      <Honeypot />
      <CampaignFields />
      <Captcha needed={needed} errors={captcha.errors} errorId={captcha.errorId} round={round} />
      <FormAlert message={status === "error" ? (formError ?? tForms("incomplete")) : null} testId="form-incomplete" />
      <button type="submit" className="button button--primary form-panel__submit" disabled={submitting}>
        {submit}
      </button>
      <PrivacyNote text={privacy} />
    </>
  );
}
