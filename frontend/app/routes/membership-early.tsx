// /vervroegde-contributie (agree to pay next year's dues now) and /vervroegde-contributie-niet-akkoord
// (decline: the dues stay due on the usual date). Logged-in members only; one button each. Agreeing
// charges the mandate when there is one, otherwise it goes to the checkout.
import { Form, data, redirectDocument, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { FormAlert } from "../components/forms/FormAlert";
import { MembershipFacts } from "../components/membership/MembershipFacts";
import { loginRedirect } from "../lib/auth/session.server";
import { checked } from "../lib/content/call.server";

import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath, stripLocale } from "../lib/locale";
import { loadMemberPage, renewEarly } from "../lib/membership/api.server";
import { pageMeta } from "../lib/meta";
import { useMoney } from "../lib/format/use-money";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-early";

const agrees = (url: URL) => !stripLocale(url.pathname).startsWith("/vervroegde-contributie-niet-akkoord");

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const { member, csrfToken, headers } = await loadMemberPage(args.request, args.url);
  const agree = agrees(args.url);
  const title = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.early" })(agree ? "agreeTitle" : "declineTitle");
  return data({ title, agree, membership: member.membership, csrfToken, nextYear: new Date().getFullYear() + 1 }, { headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const agree = agrees(url);
  const answer = await renewEarly(request, String(form.get("csrf_token") ?? ""), agree);
  if (answer.ok) {
    if (answer.data.checkout_url) throw redirectDocument(answer.data.checkout_url);
    const status = answer.data.payment_status;
    return { done: agree ? (["paid", "pending", "open", "authorized"].includes(status) ? "charged" : "failed") : "declined", message: "" } as const;
  }
  if (answer.status === 401) throw loginRedirect(url);
  const locale = localeFromPath(url.pathname);
  return { done: null, message: answer.message || createTranslator({ locale, messages: messagesFor(locale), namespace: "membership" })("failed") };
}

export default function MembershipEarly({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("membership.early");
  const submitting = useNavigation().state === "submitting";
  const { agree, membership, csrfToken, nextYear } = loaderData;
  const done = actionData?.done;
  if (done === "charged" || done === "declined") {
    return (
      <article className="article container" data-testid="membership-early" data-state={done}>
        <h1 className="article__title">{t(done === "charged" ? "chargedTitle" : "declinedTitle")}</h1>
        <p className="article__intro" role="status">{t(done === "charged" ? "chargedText" : "declinedText", { year: nextYear })}</p>
        <p className="article__actions">
          <LocalLink to="/" className="button button--outline">{t("home")}</LocalLink>
        </p>
      </article>
    );
  }
  return (
    <article className="article container" data-testid="membership-early" data-state={agree ? "agree" : "decline"}>
      <h1 className="article__title">{t(agree ? "agreeTitle" : "declineTitle")}</h1>
      {membership ? (
        <>
          <p className="article__intro">
            {t(agree ? "agreeText" : "declineText", { year: nextYear, amount: money(membership.dues_cents) })}
          </p>
          <MembershipFacts membership={membership} />
          {agree && !membership.can_renew_early ? <p className="notice">{t("notNow", { year: nextYear })}</p> : null}
          <FormAlert message={actionData?.message || (done === "failed" ? t("chargeFailed") : null)} />
          <Form method="post" className="article__actions">
            <input type="hidden" name="csrf_token" value={csrfToken} />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t(agree ? "agreeButton" : "declineButton", { year: nextYear })}
            </button>
            <LocalLink to={agree ? "/vervroegde-contributie-niet-akkoord" : "/vervroegde-contributie"} className="button button--outline">
              {t(agree ? "toDecline" : "toAgree")}
            </LocalLink>
          </Form>
        </>
      ) : (
        <>
          <p className="article__intro">{t("noMembership")}</p>
          <p className="article__actions">
            <LocalLink to="/word-lid" className="button button--primary">{t("join")}</LocalLink>
          </p>
        </>
      )}
    </article>
  );
}
