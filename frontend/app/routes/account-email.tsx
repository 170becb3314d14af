// /account-aanmaken (activate the account of an existing membership) and /wachtwoord-vergeten:
// the visitor gives an e-mail address and gets a link by mail. The answer is the same whether or
// not the address is known.
import { getFormProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { FormAlert } from "../components/forms/FormAlert";
import { TextField } from "../components/forms/TextField";
import { LocalLink } from "../components/LocalLink";
import { useZodValidation } from "../components/forms/useFormErrors";
import { type LinkPurpose, requestLink } from "../lib/accounts/api.server";
import { emailSchema } from "../lib/accounts/schema";
import { refusedReply } from "../lib/forms";
import { getSession } from "../lib/auth/session.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath, stripLocale } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/account-email";

const purposeOf = (pathname: string): LinkPurpose => (stripLocale(pathname).startsWith("/account-aanmaken") ? "activation" : "password");
// Message sections: account.activation, account.forgot.
const SECTION = { activation: "activation", password: "forgot" } as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await getSession(request);
  return data({ csrf: session.csrfToken, purpose: purposeOf(url.pathname) }, { headers: session.headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.account[SECTION[loaderData?.purpose ?? "password"]].title });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "account.errors" });
  const submission = parseWithZod(await request.formData(), { schema: emailSchema((key) => t(key)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply(), sent: "" };
  const done = await requestLink(request, submission.value.csrf, purposeOf(url.pathname), submission.value.email);
  if (done.ok) return { result: null, sent: done.data.message };
  return { result: refusedReply(submission, done, t("unknown")), sent: "" };
}

export default function AccountEmailRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("account");
  const tForms = useTranslations("forms");
  const { csrf, purpose } = loaderData;
  const submitting = useNavigation().state === "submitting";
  const schema = useMemo(() => emailSchema((key) => t(`errors.${key}`)), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
  return (
    <article className="account container" data-testid={`account-${purpose}`}>
      <h1>{t(`${SECTION[purpose]}.title`)}</h1>
      {actionData?.sent ? (
        <p className="account__sent" role="status" data-testid="link-sent">
          {actionData.sent}
        </p>
      ) : (
        <>
          <p className="account__intro">{t(`${SECTION[purpose]}.intro`)}</p>
          <Form method="post" className="account-form" {...getFormProps(form)}>
            <input type="hidden" name="csrf" value={csrf} />
            <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" />
            <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t(`${SECTION[purpose]}.submit`)}
            </button>
          </Form>
        </>
      )}
      <p className="account__help">
        <LocalLink to="/login">{t("backToLogin")}</LocalLink>
      </p>
    </article>
  );
}
