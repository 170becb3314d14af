// /lidmaatschap-upgrade/{id} (SPEC §2.8): a youth member's link to become an adult member for the
// offer's price. Unknown → 404 page, used or expired → 410 page; back from the checkout (?terug=1)
// a used link means the upgrade went through.
import { Form, data, redirectDocument, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { FormAlert } from "../components/forms/FormAlert";
import { OfferProblem } from "../components/membership/OfferProblem";
import { checked } from "../lib/content/call.server";
import { formatAmount } from "../lib/format";
import { NO_STORE } from "../lib/http";
import { localeFromPath } from "../lib/locale";
import { loadOffer, startUpgrade } from "../lib/membership/api.server";
import { pageMeta } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-upgrade";

/** The backend's reason for a link used already (members/offers.py USED); any other 410 is an expired link. */
const USED = "Deze link is al gebruikt.";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.upgrade" });
  const returned = args.url.searchParams.get("terug") === "1";
  const found = await loadOffer(args.request, "upgrade", args.params.id);
  const page = { title: t("title"), idempotencyKey: crypto.randomUUID() };
  if (found.ok) {
    const state = !returned ? "offer" : found.offer.state === "claimed" ? "waiting" : "unpaid";
    return { ...page, state, offer: found.offer, problem: null } as const;
  }
  if (returned && found.status === 410 && found.message === USED) return { ...page, state: "done", offer: null, problem: null } as const;
  return data({ ...page, state: "problem", offer: null, problem: found } as const, { status: found.status });
}

// A link for one person: never cached, never sent to another site as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const form = await request.formData();
  const key = String(form.get("idempotency_key") ?? "");
  const started = await startUpgrade(request, params.id, key);
  if (started.ok && started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
  const locale = localeFromPath(url.pathname);
  const failed = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership" })("failed");
  return { message: started.ok ? failed : started.message || failed };
}

export default function MembershipUpgrade({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("membership.upgrade");
  const submitting = useNavigation().state === "submitting";
  const { state, offer, problem, idempotencyKey } = loaderData;
  if (problem) return <OfferProblem status={problem.status} message={problem.message} />;
  if (state === "done" || !offer) {
    return (
      <article className="article container" data-testid="membership-upgrade" data-state="done">
        <h1 className="article__title">{t("doneTitle")}</h1>
        <p className="article__intro" role="status">{t("doneText")}</p>
        <p className="article__actions">
          <LocalLink to="/" className="button button--outline">{t("home")}</LocalLink>
        </p>
      </article>
    );
  }
  return (
    <article className="article container" data-testid="membership-upgrade" data-state={state}>
      <h1 className="article__title">{t("title")}</h1>
      {state === "waiting" ? (
        <p className="notice" role="status">
          {t("waiting")} <a href="">{t("reload")}</a>
        </p>
      ) : state === "unpaid" ? (
        <p className="form-error" role="status">{t("unpaid")}</p>
      ) : null}
      <p className="article__intro">{t("intro")}</p>
      <dl className="facts">
        <dt>{t("from")}</dt>
        <dd>{t("youth")}</dd>
        <dt>{t("to")}</dt>
        <dd>{t("adult")}</dd>
        <dt>{t("price")}</dt>
        <dd data-testid="upgrade-price">
          {formatAmount(offer.price_cents)}
          {offer.regular_cents > offer.price_cents ? (
            <>
              {" "}
              <s className="join-form__regular">{formatAmount(offer.regular_cents)}</s>
            </>
          ) : null}
        </dd>
      </dl>
      <p>{t("explain")}</p>
      <FormAlert message={actionData?.message} />
      <Form method="post" className="article__actions">
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("pay", { amount: formatAmount(offer.price_cents) })}
        </button>
      </Form>
    </article>
  );
}
