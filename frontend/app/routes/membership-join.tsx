// /word-lid and /word-lid/kortings-actie/{id} (SPEC §2.8): adult or youth membership, the details,
// the agreement, then the first payment at the checkout. A discount link joins at its price; an
// unknown link gets a 404 page, a used or expired one a 410 page, neither naming anybody.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, redirectDocument } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { JoinForm } from "../components/membership/JoinForm";
import { OfferProblem } from "../components/membership/OfferProblem";
import { checked } from "../lib/content/call.server";
import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { loadOffer, loadOptions, startJoin } from "../lib/membership/api.server";
import { joinPayload, joinSchema } from "../lib/membership/schema";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-join";

/** The member-get-member code of a shared link (?ref=), as the backend stores it. */
const referralOf = (url: URL) => {
  const ref = url.searchParams.get("ref")?.trim() ?? "";
  return /^[\w-]{1,64}$/.test(ref) ? ref : "";
};

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.join" });
  const code = args.params.id;
  const [options, offer] = await Promise.all([
    loadOptions(args.request),
    code ? loadOffer(args.request, "discount", code) : Promise.resolve(null),
  ]);
  const page = { title: t("title"), options, referralCode: referralOf(args.url), idempotencyKey: crypto.randomUUID() };
  if (offer && !offer.ok) return data({ ...page, offer: null, problem: offer }, { status: offer.status });
  // A fresh key per form: a double click or a resent form starts one membership, not two.
  return { ...page, offer: offer && code ? { code, offer: offer.offer } : null, problem: null };
}

// The form carries a one-time key and a link's code: never shared, never sent to another site as a
// referrer ("same-origin", not "no-referrer": that makes a form's Origin "null", which actions refuse).
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: location.pathname.includes("/kortings-actie/") });
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "membership.errors" });
  const tForms = createTranslator({ locale, messages, namespace: "forms" });
  const options = await loadOptions(request);
  const schema = joinSchema((key, values) => t(key, values), { minAge: options.min_age, youthMaxAge: options.youth_max_age });
  const submission = parseWithZod(await request.formData(), { schema, error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const started = await startJoin(request, {
    ...joinPayload(form),
    // The link's code is the address's own, whatever the form says.
    offer_code: params.id ?? "",
    referral_code: form.referral_code ?? "",
  });
  if (started.ok) {
    // The checkout is not a page of this app (the demo page lives under /api, Mollie elsewhere).
    if (started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
    throw redirect(`${localizePath("/registreer-bedankt", locale)}?lidmaatschap=${started.data.public_id}`);
  }
  return { result: refusedReply(submission, started, tForms("incomplete")) };
}

export default function MembershipJoin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("membership.join");
  const { options, offer, problem, referralCode, idempotencyKey } = loaderData;
  if (problem) return <OfferProblem status={problem.status} message={problem.message} />;
  return (
    <article className="membership container" data-testid="membership-join" data-offer={offer ? "discount" : "none"}>
      <header>
        <h1 className="article__title">{offer ? t("offerHeading") : t("title")}</h1>
        <p className="article__intro">{t("intro")}</p>
      </header>
      <div className="donation__columns membership__columns">
        <section>
          <h2>{t("whyTitle")}</h2>
          <ul className="membership__points">
            <li>{t("why1")}</li>
            <li>{t("why2")}</li>
            <li>{t("why3")}</li>
            <li>{t("why4")}</li>
          </ul>
          <p>{t("after")}</p>
        </section>
        <JoinForm
          key={idempotencyKey}
          options={options}
          offer={offer}
          referralCode={referralCode}
          idempotencyKey={idempotencyKey}
          lastResult={actionData?.result}
        />
      </div>
    </article>
  );
}
