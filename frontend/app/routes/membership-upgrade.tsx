// /lidmaatschap-upgrade/{id} (SPEC §2.8): a youth member's link to become an adult member for the
// offer's price, or a friend's link to become a member (the join form, their details filled in, at
// the usual dues). Unknown → 404 page, used or expired → 410 page; back from the checkout
// (?terug=1) a used link means the upgrade went through.
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, redirectDocument, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { FormAlert } from "../components/forms/FormAlert";
import { JoinForm } from "../components/membership/JoinForm";
import { OfferProblem } from "../components/membership/OfferProblem";
import { checked } from "../lib/content/call.server";

import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { loadOffer, loadOptions, startFriendJoin, startUpgrade } from "../lib/membership/api.server";
import { joinPayload, joinSchema } from "../lib/membership/schema";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { useMoney } from "../lib/format/use-money";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-upgrade";

/**
 * The backend's reason for a link used already (members/offers.py USED), in Dutch or, on /en, in its
 * English (backend/locale/en/LC_MESSAGES/django.po); any other 410 is an expired link.
 */
const USED = new Set(["Deze link is al gebruikt.", "This link has already been used."]);

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.upgrade" });
  const returned = args.url.searchParams.get("terug") === "1";
  const found = await loadOffer(args.request, "upgrade", args.params.id);
  const page = { title: t("title"), idempotencyKey: crypto.randomUUID() };
  if (found.ok && found.offer.kind === "friend") {
    // A friend's link: the join form, for whoever holds this link (their own details only).
    return { ...page, state: "friend", offer: found.offer, options: await loadOptions(args.request), problem: null } as const;
  }
  if (found.ok) {
    const state = !returned ? "offer" : found.offer.state === "claimed" ? "waiting" : "unpaid";
    return { ...page, state, offer: found.offer, options: null, problem: null } as const;
  }
  if (returned && found.status === 410 && USED.has(found.message)) return { ...page, state: "done", offer: null, options: null, problem: null } as const;
  return data({ ...page, state: "problem", offer: null, options: null, problem: found } as const, { status: found.status });
}

// A link for one person: never cached, never sent to another site as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

/** A friend's link: the join form's rules, then the first payment (SPEC §2.8, issue 6). */
async function friendJoin(request: Request, url: URL, code: string, formData: FormData) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "membership.errors" });
  const tForms = createTranslator({ locale, messages, namespace: "forms" });
  const options = await loadOptions(request);
  const schema = joinSchema((key, values) => t(key, values), { minAge: options.min_age, youthMaxAge: options.youth_max_age });
  const submission = parseWithZod(formData, { schema, error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply(), message: null };
  const form = submission.value;
  const started = await startFriendJoin(request, code, joinPayload(form));
  if (started.ok) {
    if (started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
    throw redirect(`${localizePath("/registreer-bedankt", locale)}?lidmaatschap=${started.data.public_id}`);
  }
  return { result: refusedReply(submission, started, tForms("incomplete")), message: null };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const form = await request.formData();
  // Only the join form (a friend's link) sends a tier.
  if (form.has("tier")) return friendJoin(request, url, params.id, form);
  const key = String(form.get("idempotency_key") ?? "");
  const started = await startUpgrade(request, params.id, key);
  if (started.ok && started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
  const locale = localeFromPath(url.pathname);
  const failed = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership" })("failed");
  return { result: null, message: started.ok ? failed : started.message || failed };
}

export default function MembershipUpgrade({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("membership.upgrade");
  const submitting = useNavigation().state === "submitting";
  const { state, offer, options, problem, idempotencyKey } = loaderData;
  if (problem) return <OfferProblem status={problem.status} message={problem.message} />;
  if (state === "friend" && offer && options) {
    return (
      <article className="membership container" data-testid="membership-upgrade" data-state="friend">
        <header>
          <h1 className="article__title">{t("friendTitle")}</h1>
          <p className="article__intro">{t("friendIntro")}</p>
        </header>
        <div className="donation__columns membership__columns">
          <section>
            <p>{t("friendWhy")}</p>
          </section>
          <JoinForm
            key={idempotencyKey}
            options={options}
            offer={null}
            referralCode=""
            idempotencyKey={idempotencyKey}
            lastResult={actionData?.result}
            prefill={offer.prefill}
          />
        </div>
      </article>
    );
  }
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
          {money(offer.price_cents, { whole: true })}
          {offer.regular_cents > offer.price_cents ? (
            <>
              {" "}
              <s className="join-form__regular">{money(offer.regular_cents, { whole: true })}</s>
            </>
          ) : null}
        </dd>
      </dl>
      <p>{t("explain")}</p>
      <FormAlert message={actionData?.message} />
      <Form method="post" className="article__actions">
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("pay", { amount: money(offer.price_cents, { whole: true }) })}
        </button>
      </Form>
    </article>
  );
}
