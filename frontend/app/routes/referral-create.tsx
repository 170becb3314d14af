// /member-get-member/aanmaken (SPEC §2.10): a logged-in member makes their personal referral link
// (once; with a link already, straight on to /deel-je-link). Anyone not logged in goes to /login
// and comes back; a login without an active membership is told why there is no button.
import { data, Form, redirect, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { FormAlert } from "../components/forms/FormAlert";
import { PrivacyNote } from "../components/forms/PrivacyNote";
import { LocalLink } from "../components/LocalLink";
import { getSession, hasSession, loginRedirect } from "../lib/auth/session.server";
import { checked } from "../lib/content/call.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { createReferral, loadReferral } from "../lib/legion/api.server";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/referral-create";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const { request, url } = args;
  if (!hasSession(request)) throw loginRedirect(url);
  const [session, referral] = await Promise.all([getSession(request), loadReferral(request)]);
  if (!session.user || !referral) throw loginRedirect(url);
  if (referral.link) throw redirect(localizePath("/member-get-member/deel-je-link", locale));
  return data({ csrf: session.csrfToken, canCreate: referral.can_create }, { headers: session.headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.referral.create.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "legion.dashboard" });
  const form = await request.formData();
  const made = await createReferral(request, String(form.get("csrf") ?? ""));
  if (made.ok) throw redirect(localizePath("/member-get-member/deel-je-link", locale));
  if (made.status === 401) throw loginRedirect(url);
  return { error: made.message || t("failed") };
}

export default function ReferralCreate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("referral.create");
  const submitting = useNavigation().state === "submitting";
  const { csrf, canCreate } = loaderData;
  return (
    <article className="referral container" data-testid="referral-create">
      <header className="referral__header">
        <h1>{t("title")}</h1>
        <p className="referral__lead">{t("intro")}</p>
      </header>
      {canCreate ? (
        <Form method="post" className="form-panel referral__form">
          <input type="hidden" name="csrf" value={csrf} />
          <FormAlert message={actionData?.error} testId="form-incomplete" />
          <button type="submit" className="button button--primary form-panel__submit" disabled={submitting}>
            {t("submit")}
          </button>
          <PrivacyNote text={t("privacy")} />
        </Form>
      ) : (
        <div className="referral__not-member" data-testid="referral-not-member">
          <p role="alert">{t("notMember")}</p>
          <p>
            <LocalLink to="/mijn-account" className="button button--outline">
              {t("toAccount")}
            </LocalLink>{" "}
            <LocalLink to="/word-lid" className="button button--primary">
              {t("toJoin")}
            </LocalLink>
          </p>
        </div>
      )}
    </article>
  );
}
