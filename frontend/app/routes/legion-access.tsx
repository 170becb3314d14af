// /legioen/toegang-dashboard (and under /legioen-mgm): ask for a dashboard link by e-mail (the same
// answer whether or not the address is known), and the page the mailed link opens. Following the
// link takes a click on 'Open my dashboard' (a POST): a mail scanner that fetches the address does
// not spend the link. The API then marks this browser's session, and the dashboard opens.
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { Captcha, useCaptchaNeeded } from "../components/forms/Captcha";
import { FormAlert } from "../components/forms/FormAlert";
import { Honeypot } from "../components/forms/Honeypot";
import { PrivacyNote } from "../components/forms/PrivacyNote";
import { TextField } from "../components/forms/TextField";
import { LegionFrame } from "../components/legion/LegionFrame";
import { LocalLink } from "../components/LocalLink";
import { useZodValidation } from "../components/forms/useFormErrors";
import { getSession } from "../lib/auth/session.server";
import { checked } from "../lib/content/call.server";
import { refusedReply } from "../lib/forms";
import { PRIVATE_NO_STORE } from "../lib/http";
import { requestAccess, spendAccessLink } from "../lib/legion/api.server";
import { legionBase, legionPath, legionPrefix } from "../lib/legion/paths";
import { accessSchema } from "../lib/legion/schema";
import { localeFromPath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/legion-access";

/** Why the visitor landed here: sent away from the dashboard, closed it, or left the legion. */
const NOTICES = { "geen-toegang": "noAccess", gesloten: "closed", afgemeld: "left" } as const;
type Notice = (typeof NOTICES)[keyof typeof NOTICES];

export async function loader(args: Route.LoaderArgs) {
  checked(args);
  const { url, request } = args;
  const session = await getSession(request);
  const token = (url.searchParams.get("token") ?? "").slice(0, 300);
  const key = Object.keys(NOTICES).find((name) => url.searchParams.has(name)) as keyof typeof NOTICES | undefined;
  const notice: Notice | null = key ? NOTICES[key] : null;
  return data({ csrf: session.csrfToken, token, notice, base: legionBase(url.pathname) }, { headers: session.headers });
}

// The link's token is in the address: not cached, and never sent to another site as a referrer.
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.legion.access.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "legion" });
  const formData = await request.formData();
  if (formData.get("intent") === "open") {
    const token = String(formData.get("token") ?? "");
    const opened = await spendAccessLink(request, String(formData.get("csrf") ?? ""), token);
    if (opened.ok) throw redirect(legionPath(url.pathname, "dashboard"), { headers: opened.headers });
    return { result: null, sent: "", openError: opened.message || t("dashboard.failed") };
  }
  const submission = parseWithZod(formData, { schema: accessSchema((key) => t(`errors.${key}`)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply(), sent: "", openError: "" };
  const asked = await requestAccess(request, {
    email: submission.value.email,
    path_prefix: legionPrefix(url.pathname),
    website: submission.value.website ?? "",
    captcha: submission.value.captcha ?? "",
  });
  if (asked.ok) return { result: null, sent: asked.data.message, openError: "" };
  return { result: refusedReply(submission, asked, messages.forms.incomplete), sent: "", openError: "" };
}

export default function LegionAccess({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("legion.access");
  const { csrf, token, notice, base } = loaderData;
  const openError = actionData?.openError ?? "";
  const noticeText = notice === "left" ? "" : notice ? t(notice) : "";
  return (
    <LegionFrame testId="legion-access">
      {notice === "left" ? <LeftNotice /> : null}
      {token && !openError && !actionData?.sent ? (
        <OpenForm csrf={csrf} token={token} />
      ) : (
        <>
          <header className="legion__header">
            <h1>{t("title")}</h1>
            {noticeText ? (
              <p className="legion__notice" role="alert" data-testid="legion-no-access">
                {noticeText}
              </p>
            ) : null}
            {openError ? (
              <p className="legion__notice" role="alert" data-testid="legion-link-gone">
                {openError}
              </p>
            ) : null}
          </header>
          {actionData?.sent ? (
            <p className="legion__sent" role="status" data-testid="link-sent">
              {actionData.sent}
            </p>
          ) : (
            <RequestForm lastResult={actionData?.result} />
          )}
          <p className="legion__secondary-block">
            {t("notMember")} <LocalLink to={`${base}/doe-mee`}>{t("join")}</LocalLink>
          </p>
        </>
      )}
    </LegionFrame>
  );
}

function LeftNotice() {
  const t = useTranslations("legion.dashboard");
  return (
    <p className="legion__sent" role="status" data-testid="legion-left">
      {t("left")}
    </p>
  );
}

function OpenForm({ csrf, token }: { csrf: string; token: string }) {
  const t = useTranslations("legion.access");
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <header className="legion__header">
        <h1>{t("openTitle")}</h1>
        <p className="legion__lead">{t("openText")}</p>
      </header>
      <Form method="post" className="legion__open" data-testid="legion-open-form">
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("open")}
        </button>
      </Form>
    </>
  );
}

function RequestForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const t = useTranslations("legion");
  const tForms = useTranslations("forms");
  const submitting = useNavigation().state === "submitting";
  const schema = useMemo(() => accessSchema((key) => t(`errors.${key}`)), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
  const captchaNeeded = useCaptchaNeeded(fields.captcha.errors);
  return (
    <Form method="post" className="form-panel legion-form" data-testid="legion-access-form" {...getFormProps(form)}>
      <p>{t("access.intro")}</p>
      <Honeypot />
      <TextField field={fields.email} label={t("access.email")} type="email" autoComplete="email" />
      <Captcha needed={captchaNeeded} errors={fields.captcha.errors} errorId={fields.captcha.errorId} round={lastResult} />
      <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />
      <button type="submit" className="button button--primary form-panel__submit" disabled={submitting}>
        {t("access.submit")}
      </button>
      <PrivacyNote text={t("access.privacy")} />
    </Form>
  );
}
