// /doneer, its campaigns (/doneer/{name} and the named ones of SPEC §2.3, old variants included),
// /1euro and /doneer-gemeenteraad: the story, the progress bar and the donation form (on
// /doneer-gemeenteraad also the call for council candidates).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirectDocument } from "react-router";
import { createTranslator } from "use-intl";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { StreamField } from "../components/content/StreamField";
import { CandidateAside } from "../components/applications/CandidateAside";
import { DonationForm } from "../components/donations/DonationForm";
import { DonationProgress } from "../components/donations/DonationProgress";
import { loadDonationPage, startDonation } from "../lib/donations/api.server";
import { OUTSIDE_EU, amountCents, donationSchema } from "../lib/donations/schema";
import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { localeFromPath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { normalizePath } from "../lib/shell-layout";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/donation";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

/** The donation page for the municipal councils also calls for council candidates. */
const CANDIDATE_ASIDE_PATH = "/doneer-gemeenteraad";

export async function loader(args: Route.LoaderArgs) {
  const data = await loadDonationPage(args);
  const candidateAside = normalizePath(args.url.pathname) === CANDIDATE_ASIDE_PATH;
  // A fresh key per form: a double click or a resent form starts one gift, not two.
  return { ...data, candidateAside, idempotencyKey: crypto.randomUUID() };
}

// The form carries a one-time key, so the page is never shared between visitors.
export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  return pageMeta({ location, matches }, { title: page?.seo_title || page?.title, description: page?.search_description || page?.intro, contentLocale: page?.locale });
}

// API field → form field, where they differ.
const FIELD_OF = (amountField: string): Record<string, string> => ({ amount: amountField, frequency: "frequency" });

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "donation.errors" });
  const tForms = createTranslator({ locale, messages: messagesFor(locale), namespace: "forms" });
  const submission = parseWithZod(await request.formData(), { schema: donationSchema((key) => t(key)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const started = await startDonation(request, {
    path: normalizePath(url.pathname),
    amount_cents: amountCents(form) ?? 0,
    frequency: form.frequency,
    first_name: form.first_name ?? "",
    last_name: form.last_name ?? "",
    email: form.email ?? "",
    street: form.street ?? "",
    postal_code: form.postal_code ?? "",
    city: form.city ?? "",
    country: form.country === OUTSIDE_EU ? OUTSIDE_EU : form.country,
    dutch_voter_abroad: form.dutch_voter_abroad,
    wants_receipt: form.wants_receipt,
    utm_id: form.utm_id ?? "",
    utm_content_id: form.utm_content_id ?? "",
    idempotency_key: form.idempotency_key,
    website: form.website ?? "",
    captcha: form.captcha ?? "",
  });
  // The checkout is not a page of this app (the demo page lives under /api, Mollie elsewhere).
  if (started.ok) throw redirectDocument(started.checkoutUrl);
  return { result: refusedReply(submission, started, tForms("incomplete"), FIELD_OF(form.amount === "other" ? "other_amount" : "amount")) };
}

export default function DonationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, donation, candidateAside, idempotencyKey } = loaderData;
  const contentLang = useContentLang(page.locale);
  return (
    <article className="donation container" data-testid="donation" data-page-type={page.page_type}>
      <UntranslatedNotice contentLocale={page.locale} />
      <header className="donation__header" lang={contentLang}>
        <h1 className="donation__title">{page.title}</h1>
        {page.intro ? <p className="donation__intro">{page.intro}</p> : null}
        <DonationProgress raisedCents={donation.raised_cents} goalCents={donation.goal_cents} />
      </header>
      <div className="donation__columns">
        <div className="donation__story">
          {donation.image ? (
            <ResponsiveImage image={donation.image} className="donation__image" sizes="(min-width: 1024px) 40vw, 100vw" eager />
          ) : null}
          <StreamField blocks={page.body} />
          {candidateAside ? <CandidateAside /> : null}
        </div>
        <DonationForm
          key={idempotencyKey}
          suggestedCents={donation.suggested_amounts_cents}
          allowMonthly={donation.allow_monthly}
          anonymousMaxCents={donation.anonymous_max_cents}
          yearlyMaxCents={donation.yearly_max_cents}
          idempotencyKey={idempotencyKey}
          lastResult={actionData?.result}
        />
      </div>
    </article>
  );
}
