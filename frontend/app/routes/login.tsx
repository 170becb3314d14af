// /login (SPEC §4, §2.16): e-mail and password, a hint about activating the account and the
// forgot-password flow; logged in, it says as whom and offers to log out. Returns to ?next.
import { getFormProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { Captcha, useCaptchaNeeded } from "../components/forms/Captcha";
import { FormAlert } from "../components/forms/FormAlert";
import { TextField } from "../components/forms/TextField";
import { LogoutForm } from "../components/accounts/LogoutForm";
import { LocalLink } from "../components/LocalLink";
import { useZodValidation } from "../components/forms/useFormErrors";
import { logIn, logOut, redirectWith } from "../lib/accounts/api.server";
import { loginSchema } from "../lib/accounts/schema";
import { getSession, safeNext } from "../lib/auth/session.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { refusedReply } from "../lib/forms";
import { pageMeta, rootMessages } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/login";

export async function loader({ request, url }: Route.LoaderArgs) {
  const session = await getSession(request);
  const next = safeNext(url.searchParams.get("next"), url, "");
  return data({ user: session.user, csrf: session.csrfToken, next }, { headers: session.headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.account.login.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "account.errors" });
  const formData = await request.formData();
  const home = localizePath("/", locale);
  if (formData.get("intent") === "logout") {
    const done = await logOut(request, String(formData.get("csrf") ?? ""));
    return done.ok ? redirectWith(home, done.headers) : { result: null, message: done.message || t("unknown") };
  }
  const submission = parseWithZod(formData, { schema: loginSchema((key) => t(key)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply(), message: "" };
  const { email, password, next, csrf, captcha } = submission.value;
  const done = await logIn(request, csrf, { email, password, next: next ?? "", captcha: captcha ?? "" });
  // Django answers `next` only when it stays on this host; the same rule here (lib/safe-url.ts).
  if (done.ok) return redirectWith(safeNext(done.data.next, url, localizePath("/mijn-account", locale)), done.headers);
  const notActivated = done.status === 403 && !done.fields.password;
  // The API asks for the captcha (a field of its own) before it checks the password again.
  // A refused password: its message once, in the summary; the captcha's at the captcha.
  const fields: Record<string, string> = done.fields.captcha ? { captcha: done.fields.captcha } : {};
  const refusal = { message: done.message || t("unknown"), fields };
  return {
    result: refusedReply(submission, refusal, messagesFor(locale).forms.incomplete),
    message: notActivated ? "not-activated" : "",
  };
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("account");
  const tForms = useTranslations("forms");
  const { user, csrf, next } = loaderData;
  const submitting = useNavigation().state === "submitting";
  const schema = useMemo(() => loginSchema((key) => t(`errors.${key}`)), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
  const captchaNeeded = useCaptchaNeeded(fields.captcha.errors);

  if (user) {
    return (
      <article className="account container" data-testid="login-done">
        <h1>{t("login.title")}</h1>
        <p>{t("loggedInAs", { name: `${user.first_name} ${user.last_name}`.trim() || user.email })}</p>
        <p>
          <LocalLink to="/mijn-account" className="button button--primary">
            {t("myAccount")}
          </LocalLink>
        </p>
        <LogoutForm csrf={csrf} />
      </article>
    );
  }

  return (
    <article className="account container" data-testid="login">
      <h1>{t("login.title")}</h1>
      <p className="account__intro">{t("login.intro")}</p>
      <Form method="post" className="account-form" {...getFormProps(form)}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="next" value={next} />
        <TextField field={fields.email} label={t("email")} type="email" autoComplete="username" />
        <TextField field={fields.password} label={t("password")} type="password" autoComplete="current-password" />
        <Captcha needed={captchaNeeded} errors={fields.captcha.errors} errorId={fields.captcha.errorId} round={actionData?.result} />
        <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />
        {actionData?.message === "not-activated" ? (
          <p className="account__links" data-testid="not-activated">
            <LocalLink to="/wachtwoord-vergeten">{t("login.forgot")}</LocalLink> ·{" "}
            <LocalLink to="/account-aanmaken">{t("login.activate")}</LocalLink>
          </p>
        ) : null}
        <button type="submit" name="intent" value="login" className="button button--primary" disabled={submitting}>
          {t("login.submit")}
        </button>
      </Form>
      <div className="account__help">
        <p>
          <LocalLink to="/wachtwoord-vergeten">{t("login.forgot")}</LocalLink>
        </p>
        <p>
          {t("login.activationHint")} <LocalLink to="/account-aanmaken">{t("login.activate")}</LocalLink>
        </p>
        <p>
          {t("login.noMember")} <LocalLink to="/word-lid">{t("login.join")}</LocalLink>
        </p>
      </div>
    </article>
  );
}
