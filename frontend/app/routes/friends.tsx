// /vrienden: join the friends' circle with a yearly gift; the first payment at the checkout sets
// up the mandate, the provider renews the gift every year. Back from the checkout: /vrienden/bedankt.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, redirectDocument } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { StreamField } from "../components/content/StreamField";
import { FriendForm } from "../components/friends/FriendForm";
import { optionalCmsPage } from "../lib/applications/page.server";
import { checked } from "../lib/content/call.server";
import { OUTSIDE_EU, amountCents } from "../lib/donations/schema";

import { refusedReply } from "../lib/forms";
import { joinFriends, loadFriendOptions } from "../lib/friends/api.server";
import { type FriendMessageKey, friendSchema } from "../lib/friends/schema";
import { NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { formatMoney } from "../lib/format";
import { useMoney } from "../lib/format/use-money";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/friends";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "friends.join" });
  const [options, page] = await Promise.all([loadFriendOptions(args.request), optionalCmsPage(args.request, args.url)]);
  // A fresh key per form: a double click or a resent form starts one sign-up, not two.
  return { title: t("title"), intro: t("intro"), body: page?.body ?? [], options, idempotencyKey: crypto.randomUUID() };
}

// The form carries a one-time key, so the page is never shared between visitors.
export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, description: loaderData?.intro });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "friends" });
  const tForms = createTranslator({ locale, messages, namespace: "forms" });
  const options = await loadFriendOptions(request);
  const fieldMessage = (key: FriendMessageKey) =>
    key === "consent"
      ? t("join.consentRequired")
      : key === "belowMinimum"
        ? t("errors.belowMinimum", { amount: formatMoney(options.min_yearly_cents, locale, { whole: true }) })
        : t(`errors.${key}`);
  const submission = parseWithZod(await request.formData(), { schema: friendSchema(fieldMessage, options.min_yearly_cents), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const started = await joinFriends(request, {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    country: form.country === OUTSIDE_EU ? OUTSIDE_EU : form.country,
    dutch_voter_abroad: form.dutch_voter_abroad,
    amount_cents: amountCents(form) ?? 0,
    consent: true,
    consent_version: form.consent_version,
    idempotency_key: form.idempotency_key,
    utm_id: form.utm_id ?? "",
    utm_content_id: form.utm_content_id ?? "",
    website: form.website ?? "",
    captcha: form.captcha ?? "",
  });
  if (started.ok) {
    // The checkout is not a page of this app (the demo page lives under /api, Mollie elsewhere).
    if (started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
    throw redirect(`${localizePath("/vrienden/bedankt", locale)}?vriend=${started.data.public_id}`);
  }
  const fallback = started.status === 0 || started.status >= 500 ? t("failed") : tForms("incomplete");
  const amountField = form.amount === "other" ? "other_amount" : "amount";
  return { result: refusedReply(submission, started, fallback, { amount: amountField }) };
}

export default function Friends({ loaderData, actionData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("friends.join");
  const { title, intro, body, options, idempotencyKey } = loaderData;
  return (
    <article className="membership container" data-testid="friends">
      <header>
        <h1 className="article__title">{title}</h1>
        <p className="article__intro">{intro}</p>
      </header>
      <div className="donation__columns membership__columns">
        <section>
          <h2>{t("whyTitle")}</h2>
          <ul className="membership__points">
            <li>{t("why1", { minimum: money(options.min_yearly_cents, { whole: true }) })}</li>
            <li>{t("why2")}</li>
            <li>{t("why3")}</li>
          </ul>
          <StreamField blocks={body} />
        </section>
        <FriendForm
          key={idempotencyKey}
          minCents={options.min_yearly_cents}
          suggestedCents={options.suggested_cents}
          idempotencyKey={idempotencyKey}
          lastResult={actionData?.result}
        />
      </div>
    </article>
  );
}
