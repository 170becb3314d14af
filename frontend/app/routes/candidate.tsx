// /kandidatenlijst, where the header's 'Aanmelden als (kandidaat-)raadslid' button leads: the
// application as a candidate council member, with municipality, motivation and a CV (PDF or Word).
// Sent, the page thanks (?verzonden, after a redirect).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ApplicationForm } from "../components/applications/ApplicationForm";
import { StreamField } from "../components/content/StreamField";
import { applicationText, tooLargeToRead } from "../lib/applications/actions.server";
import { applyAsCandidate, loadCvRule } from "../lib/applications/api.server";
import { optionalCmsPage } from "../lib/applications/page.server";
import { candidateSchema, commonBody } from "../lib/applications/schema";
import { checked } from "../lib/content/call.server";
import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/candidate";

const SENT = "verzonden";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "applications.candidate" });
  const [page, rule] = await Promise.all([optionalCmsPage(args.request, args.url), loadCvRule(args.request)]);
  return {
    title: t("title"),
    intro: t("intro"),
    body: page?.body ?? [],
    rule,
    sent: args.url.searchParams.has(SENT),
    idempotencyKey: crypto.randomUUID(),
  };
}

export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, description: loaderData?.intro, noindex: loaderData?.sent });
}

export async function action({ request, url }: Route.ActionArgs) {
  const { locale, fieldMessages, fallback } = applicationText(url);
  const rule = await loadCvRule(request);
  const messages = fieldMessages("candidate.consentRequired", rule);
  if (tooLargeToRead(request, rule)) {
    return { result: { status: "error" as const, error: { "": [messages("cvTooLarge")], cv: [messages("cvTooLarge")] } } };
  }
  const submission = parseWithZod(await request.formData(), { schema: candidateSchema(messages, rule), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const sent = await applyAsCandidate(
    request,
    {
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      phone: form.phone ?? "",
      municipality: form.municipality,
      is_member: form.is_member,
      motivation: form.motivation,
      ...commonBody(form),
    },
    form.cv,
  );
  if (sent.ok) throw redirect(`${localizePath("/kandidatenlijst", locale)}?${SENT}`);
  return { result: refusedReply(submission, sent, fallback(sent)) };
}

export default function Candidate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("applications.candidate");
  const { title, intro, body, rule, sent, idempotencyKey } = loaderData;
  if (sent) {
    return (
      <article className="article container" data-testid="candidate-sent">
        <h1 className="article__title">{t("thanksTitle")}</h1>
        <p className="article__intro" role="status">
          {t("thanksText")}
        </p>
        <p className="article__actions">
          <LocalLink to="/" className="button button--outline">
            {t("home")}
          </LocalLink>
        </p>
      </article>
    );
  }
  return (
    <article className="staff-page container" data-testid="candidate">
      <header className="staff-page__header">
        <h1 className="article__title">{title}</h1>
        <p className="article__intro">{intro}</p>
      </header>
      <div className="donation__columns">
        <div className="staff-page__body">
          <h2>{t("whyTitle")}</h2>
          <ol className="membership__points">
            <li>{t("why1")}</li>
            <li>{t("why2")}</li>
            <li>{t("why3")}</li>
          </ol>
          <StreamField blocks={body} />
        </div>
        <ApplicationForm key={idempotencyKey} kind="candidate" rule={rule} idempotencyKey={idempotencyKey} lastResult={actionData?.result} />
      </div>
    </article>
  );
}
