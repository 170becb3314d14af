// /vacatures/{uuid}: one open vacancy and its application form (motivation, an optional CV).
// Sent, the page thanks (?verzonden, after a redirect, so that reloading sends nothing twice).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ApplicationForm } from "../components/applications/ApplicationForm";
import { StreamField } from "../components/content/StreamField";
import { applicationText, tooLargeToRead } from "../lib/applications/actions.server";
import { applyForVacancy, loadCvRule } from "../lib/applications/api.server";
import { commonBody, vacancySchema } from "../lib/applications/schema";
import { loadVacancy } from "../lib/content/api.server";
import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import type { Route } from "./+types/vacancy";
import { VacancyFacts } from "./vacancies";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

const SENT = "verzonden";

export async function loader(args: Route.LoaderArgs) {
  const [vacancy, rule] = await Promise.all([loadVacancy(args), loadCvRule(args.request)]);
  // A fresh key per form: a double click or a resent form stores one application.
  return { vacancy, rule, sent: args.url.searchParams.has(SENT), idempotencyKey: crypto.randomUUID() };
}

// The form carries a one-time key, so the page is never shared between visitors.
export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const vacancy = loaderData?.vacancy;
  return pageMeta({ location, matches }, vacancy ? { title: vacancy.title, description: vacancy.intro, noindex: loaderData.sent, contentLocale: vacancy.locale } : {});
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { locale, fieldMessages, fallback } = applicationText(url);
  const rule = await loadCvRule(request);
  const messages = fieldMessages("vacancy.consentRequired", rule);
  if (tooLargeToRead(request, rule)) {
    return { result: { status: "error" as const, error: { "": [messages("cvTooLarge")], cv: [messages("cvTooLarge")] } } };
  }
  const submission = parseWithZod(await request.formData(), { schema: vacancySchema(messages, rule), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const body = {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    phone: form.phone ?? "",
    motivation: form.motivation,
    ...commonBody(form),
  };
  const sent = await applyForVacancy(request, params.uuid, body, form.cv);
  if (sent.ok) throw redirect(`${localizePath(`/vacatures/${params.uuid}`, locale)}?${SENT}`);
  return { result: refusedReply(submission, sent, fallback(sent)) };
}

export default function VacancyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("vacancies");
  const tApply = useTranslations("applications.vacancy");
  const { vacancy, rule, sent, idempotencyKey } = loaderData;
  const contentLang = useContentLang(vacancy.locale);
  return (
    <article className="article container" data-testid="vacancy" lang={contentLang}>
      <UntranslatedNotice contentLocale={vacancy.locale} />
      <header className="article__header">
        <p className="article__kicker">
          <LocalLink to="/vacatures">{t("all")}</LocalLink>
        </p>
        <h1 className="article__title">{vacancy.title}</h1>
        {vacancy.intro ? <p className="article__intro">{vacancy.intro}</p> : null}
        <VacancyFacts vacancy={vacancy} />
      </header>
      <div className="article__body">
        <StreamField blocks={vacancy.body} />
      </div>
      <section className="vacancy-apply" id="solliciteren" aria-live="polite">
        {sent ? (
          <div className="notice" data-testid="vacancy-sent" role="status">
            <h2>{tApply("thanksTitle")}</h2>
            <p>{tApply("thanksText")}</p>
          </div>
        ) : (
          <ApplicationForm key={idempotencyKey} kind="vacancy" rule={rule} idempotencyKey={idempotencyKey} lastResult={actionData?.result} />
        )}
      </section>
    </article>
  );
}
