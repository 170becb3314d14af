// /nu: sign up for the newsletter. The API mails a confirmation link (double opt-in); the visitor
// is sent to /nieuwsbrief-bevestigen, which says so. Signing up twice gets the same answer.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { NewsletterForm } from "../components/engagement/NewsletterForm";
import { checked } from "../lib/content/call.server";
import { engagementText } from "../lib/engagement/actions.server";
import { subscribeNewsletter } from "../lib/engagement/api.server";
import { guardedBody, newsletterSchema } from "../lib/engagement/schema";
import { refusedReply } from "../lib/forms";
import { contentPageHeaders } from "../lib/http";
import { localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/newsletter";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "engagement.newsletter" });
  return { title: t("title"), intro: t("intro") };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, description: loaderData?.intro });
}

export async function action({ request, url }: Route.ActionArgs) {
  const { locale, fieldMessages, fallback } = engagementText(url);
  const schema = newsletterSchema(fieldMessages("newsletter.consentRequired"));
  const submission = parseWithZod(await request.formData(), { schema, error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const sent = await subscribeNewsletter(request, { email: form.email, name: form.name, ...guardedBody(form) });
  if (sent.ok) throw redirect(localizePath("/nieuwsbrief-bevestigen", locale));
  return { result: refusedReply(submission, sent, fallback(sent)) };
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("engagement.newsletter");
  return (
    <article className="engagement container" data-testid="newsletter">
      <div className="donation__columns">
        <header>
          <h1 className="article__title">{loaderData.title}</h1>
          <p className="article__intro">{loaderData.intro}</p>
          <ul className="membership__points">
            <li>{t("why1")}</li>
            <li>{t("why2")}</li>
            <li>{t("why3")}</li>
          </ul>
        </header>
        <NewsletterForm lastResult={actionData?.result} />
      </div>
    </article>
  );
}
