// Download one's data, or delete the account (as /hoe-verwijder-ik-mijn-account explains): what
// erasure keeps, and why, is said before the password is asked (people.privacy on the server).
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { useTranslations } from "use-intl";
import { deleteSchema } from "../../lib/accounts/schema";
import { FormAlert } from "../forms/FormAlert";
import { TextField } from "../forms/TextField";
import { LocalLink } from "../LocalLink";

export function DeleteAccount({ csrf, lastResult }: { csrf: string; lastResult?: SubmissionResult<string[]> | null }) {
  const t = useTranslations("account");
  const [form, fields] = useForm({
    id: "delete",
    lastResult,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteSchema((key) => t(`errors.${key}`)) }),
  });
  return (
    <section className="account__section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t("me.privacy")}</h2>
      <p>
        <a href="/api/members/me/export" download className="button button--outline" data-testid="export">
          {t("me.export")}
        </a>
      </p>
      <p className="account__hint">{t("me.exportExplained")}</p>
      <details className="account__delete">
        <summary>{t("me.delete")}</summary>
        <p>
          {t("me.deleteExplained")} <LocalLink to="/hoe-verwijder-ik-mijn-account">{t("me.deleteMore")}</LocalLink>
        </p>
        <h3 className="account__kept-title">{t("me.keptTitle")}</h3>
        <ul className="account__kept" data-testid="kept-after-erasure">
          <li>{t("me.keptGifts")}</li>
          <li>{t("me.keptBookkeeping")}</li>
        </ul>
        <p>{t("me.keptWhy")}</p>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="csrf" value={csrf} />
          <TextField field={fields.password} label={t("me.deletePassword")} type="password" autoComplete="current-password" />
          <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? t("errors.unknown")) : null} testId="form-incomplete" />
          <button type="submit" name="intent" value="delete" className="button button--danger">
            {t("me.deleteSubmit")}
          </button>
        </Form>
      </details>
    </section>
  );
}
