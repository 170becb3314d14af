// /contributie/betalen/{token}: the signed pay link in the membership mails (a failed direct debit,
// the reminder without a mandate, a lapsed membership). The member pays that year's dues without
// logging in: the page says whose dues, which year and how much; the button starts the checkout
// (which also gives a new mandate). Back from the checkout (?terug=1) it shows how it went.
import { Form, data, redirectDocument, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { FormAlert } from "../components/forms/FormAlert";
import { checked } from "../lib/content/call.server";

import { NO_STORE } from "../lib/http";
import { localeFromPath } from "../lib/locale";
import { loadPayLink, startPayLink } from "../lib/membership/api.server";
import { pageMeta } from "../lib/meta";
import { useMoney } from "../lib/format/use-money";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-pay-link";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.payLink" });
  const link = await loadPayLink(args.request, args.params.token);
  const returned = args.url.searchParams.get("terug") === "1";
  if (!link) return data({ title: t("invalidTitle"), link: null, returned }, { status: 404 });
  return { title: t("title", { year: link.year }), link, returned };
}

// A link for one person: never cached, never sent to another site as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const started = await startPayLink(request, params.token);
  if (started.ok && started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
  const locale = localeFromPath(url.pathname);
  const failed = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership" })("failed");
  return { message: started.ok ? failed : started.message || failed };
}

export default function MembershipPayLink({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("membership.payLink");
  const submitting = useNavigation().state === "submitting";
  const { link, returned } = loaderData;
  if (!link) {
    return (
      <article className="article container" data-testid="pay-link" data-state="invalid">
        <h1 className="article__title">{t("invalidTitle")}</h1>
        <p className="article__intro">{t("invalid")}</p>
        <p className="article__actions">
          <LocalLink to="/mijn-account" className="button button--primary">{t("account")}</LocalLink>
        </p>
      </article>
    );
  }
  const amount = money(link.amount_cents);
  return (
    <article className="article container" data-testid="pay-link" data-state={link.state}>
      <h1 className="article__title">{t("title", { year: link.year })}</h1>
      {link.state === "paid" ? (
        <p className="notice" role="status" data-testid="pay-link-paid">{t("paid", { name: link.first_name, year: link.year })}</p>
      ) : link.state === "running" ? (
        <p className="notice" role="status">{t("running", { year: link.year })}</p>
      ) : (
        <>
          {returned && link.state === "due" ? <p className="form-error" role="status">{t("unpaid")}</p> : null}
          {link.state === "waiting" ? (
            <p className="notice" role="status">
              {t("waiting")} <a href="">{t("reload")}</a>
            </p>
          ) : null}
          <p className="article__intro">{t("intro", { name: link.first_name, year: link.year, amount })}</p>
          <FormAlert message={actionData?.message} />
          <Form method="post" className="article__actions">
            <button type="submit" className="button button--primary" disabled={submitting} data-testid="pay-link-pay">
              {t("pay", { amount })}
            </button>
          </Form>
          <p>{t("mandate")}</p>
        </>
      )}
      <p>
        <LocalLink to="/mijn-account">{t("account")}</LocalLink>
      </p>
    </article>
  );
}
