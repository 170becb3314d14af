// /contributie: a logged-in member pays this year's dues (at the checkout, which also sets up the
// mandate for the years after). Back from the checkout (?terug=1) it shows how that payment went.
import { Form, data, redirect, redirectDocument, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { FormAlert } from "../components/forms/FormAlert";
import { MembershipFacts } from "../components/membership/MembershipFacts";
import { loginRedirect } from "../lib/auth/session.server";
import { checked } from "../lib/content/call.server";

import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath } from "../lib/locale";
import { loadMemberPage, payDues } from "../lib/membership/api.server";
import { pageMeta } from "../lib/meta";
import { useMoney } from "../lib/format/use-money";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-dues";

/** How the latest payment of dues went, for the page after the checkout. */
function returnedPayment(url: URL, payments: { kind: string; status: string; year: number }[]) {
  if (url.searchParams.get("terug") !== "1") return null;
  const latest = payments.find((payment) => payment.kind !== "upgrade");
  if (!latest) return null;
  const result = latest.status === "paid" ? "paid" : ["failed", "canceled", "expired"].includes(latest.status) ? "unpaid" : "waiting";
  return { result, year: latest.year } as const;
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const { member, csrfToken, headers } = await loadMemberPage(args.request, args.url);
  const title = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.dues" })("title");
  const returned = returnedPayment(args.url, member.membership?.payments ?? []);
  return data({ title, membership: member.membership, returned, csrfToken, idempotencyKey: crypto.randomUUID() }, { headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const started = await payDues(request, String(form.get("csrf_token") ?? ""), String(form.get("idempotency_key") ?? ""));
  if (started.ok) {
    if (started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
    throw redirect(`${url.pathname}?terug=1`);
  }
  if (started.status === 401) throw loginRedirect(url);
  const locale = localeFromPath(url.pathname);
  return { message: started.message || createTranslator({ locale, messages: messagesFor(locale), namespace: "membership" })("failed") };
}

export default function MembershipDues({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("membership.dues");
  const submitting = useNavigation().state === "submitting";
  const { membership, returned, csrfToken, idempotencyKey } = loaderData;
  if (!membership) {
    return (
      <article className="article container" data-testid="membership-dues" data-state="none">
        <h1 className="article__title">{t("title")}</h1>
        <p className="article__intro">{t("noMembership")}</p>
        <p className="article__actions">
          <LocalLink to="/word-lid" className="button button--primary">{t("join")}</LocalLink>
        </p>
      </article>
    );
  }
  const year = new Date().getFullYear();
  return (
    <article className="article container" data-testid="membership-dues" data-state={membership.can_pay_dues ? "due" : "paid"}>
      <h1 className="article__title">{t("title")}</h1>
      {returned ? (
        <p className={returned.result === "unpaid" ? "form-error" : "notice"} role="status" data-testid="dues-result" data-result={returned.result}>
          {t(`returned.${returned.result}`, { year: returned.year })}{" "}
          {returned.result === "waiting" ? <a href="">{t("reload")}</a> : null}
        </p>
      ) : null}
      <MembershipFacts membership={membership} />
      {membership.can_pay_dues ? (
        <>
          <p>{t("due", { year })}</p>
          <FormAlert message={actionData?.message} />
          <Form method="post" className="article__actions">
            <input type="hidden" name="csrf_token" value={csrfToken} />
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t("pay", { amount: money(membership.dues_cents) })}
            </button>
          </Form>
        </>
      ) : (
        <p className="article__intro" data-testid="dues-paid">{t("paid", { year })}</p>
      )}
    </article>
  );
}
