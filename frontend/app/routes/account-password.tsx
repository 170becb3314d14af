// /account-aanmaken/{token} (activate: set a first password) and /wachtwoord-instellen?token=…
// (set a new one): the link is checked first; a used, tampered or expired link says so and offers
// a new one. Setting the password spends the link and logs the member in.
import { getFormProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { FormAlert } from "../components/forms/FormAlert";
import { TextField } from "../components/forms/TextField";
import { LocalLink } from "../components/LocalLink";
import { useZodValidation } from "../components/forms/useFormErrors";
import { checkLink, type LinkPurpose, redirectWith, setPasswordByLink } from "../lib/accounts/api.server";
import { MIN_PASSWORD_LENGTH, newPasswordSchema } from "../lib/accounts/schema";
import { refusedReply } from "../lib/forms";
import { getSession } from "../lib/auth/session.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath, localizePath, stripLocale } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/account-password";

const purposeOf = (pathname: string): LinkPurpose => (stripLocale(pathname).startsWith("/account-aanmaken") ? "activation" : "password");
const tokenOf = (url: URL, params: { token?: string }) => (params.token ?? url.searchParams.get("token") ?? "").slice(0, 200);

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const purpose = purposeOf(url.pathname);
  const token = tokenOf(url, params);
  const [session, link] = await Promise.all([getSession(request), token ? checkLink(request, purpose, token) : null]);
  const status = !token || link?.valid ? 200 : 410; // no token: the page that asks for a link
  return data({ csrf: session.csrfToken, purpose, token, link }, { headers: session.headers, status });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.account.newPassword.title, noindex: true });
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "account.errors" });
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema((key) => t(key)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const { password, token, csrf } = submission.value;
  const done = await setPasswordByLink(request, csrf, purposeOf(url.pathname), { token: token || tokenOf(url, params), password });
  if (done.ok) return redirectWith(`${localizePath("/mijn-account", locale)}?welkom=1`, done.headers);
  return { result: refusedReply(submission, done, t("unknown"), { token: "password" }) };
}

export default function AccountPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("account");
  const tForms = useTranslations("forms");
  const { csrf, purpose, token, link } = loaderData;
  const submitting = useNavigation().state === "submitting";
  const schema = useMemo(() => newPasswordSchema((key) => t(`errors.${key}`)), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
  const again = purpose === "activation" ? "/account-aanmaken" : "/wachtwoord-vergeten";
  if (!link?.valid) {
    return (
      <article className="account container" data-testid={token ? "link-invalid" : "link-missing"}>
        <h1>{t(token ? "newPassword.invalidTitle" : "newPassword.title")}</h1>
        <p>{t(token ? "newPassword.invalid" : "newPassword.noToken")}</p>
        <p>
          <LocalLink to={again} className="button button--primary">
            {t("newPassword.askAgain")}
          </LocalLink>
        </p>
      </article>
    );
  }
  return (
    <article className="account container" data-testid="set-password">
      <h1>{t(purpose === "activation" ? "newPassword.activateTitle" : "newPassword.title")}</h1>
      <p className="account__intro">{t("newPassword.intro", { email: link.email, min: MIN_PASSWORD_LENGTH })}</p>
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="token" value={token} />
        <TextField field={fields.password} label={t("newPassword.password")} type="password" autoComplete="new-password" />
        <TextField field={fields.password_confirm} label={t("newPassword.confirm")} type="password" autoComplete="new-password" />
        <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("newPassword.submit")}
        </button>
      </Form>
    </article>
  );
}
