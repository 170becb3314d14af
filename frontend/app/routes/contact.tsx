// /contact: the secretariat's page (from the CMS, when there is one) and the contact form. Sent,
// the page thanks (?verzonden, after a redirect, so that reloading sends nothing twice).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ContactForm } from "../components/applications/ContactForm";
import { StreamField } from "../components/content/StreamField";
import { applicationText } from "../lib/applications/actions.server";
import { sendContact } from "../lib/applications/api.server";
import { optionalCmsPage } from "../lib/applications/page.server";
import { commonBody, contactSchema } from "../lib/applications/schema";
import { checked } from "../lib/content/call.server";
import { refusedReply } from "../lib/forms";
import { NO_STORE } from "../lib/http";
import { localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/contact";

export const SENT = "verzonden";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "applications.contact" });
  const page = await optionalCmsPage(args.request, args.url);
  return {
    title: t("title"),
    intro: t("intro"),
    body: page?.body ?? [],
    sent: args.url.searchParams.has(SENT),
    // A fresh key per form: a double click or a resent form stores one message.
    idempotencyKey: crypto.randomUUID(),
  };
}

export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, description: loaderData?.intro, noindex: loaderData?.sent });
}

export async function action({ request, url }: Route.ActionArgs) {
  const { locale, fieldMessages, fallback } = applicationText(url);
  const submission = parseWithZod(await request.formData(), { schema: contactSchema(fieldMessages("contact.consentRequired")), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const sent = await sendContact(request, { name: form.name, email: form.email, subject: form.subject, message: form.message, ...commonBody(form) });
  if (sent.ok) throw redirect(`${localizePath("/contact", locale)}?${SENT}`);
  return { result: refusedReply(submission, sent, fallback(sent)) };
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("applications.contact");
  const { title, intro, body, sent, idempotencyKey } = loaderData;
  if (sent) {
    return (
      <article className="article container" data-testid="contact-sent">
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
    <article className="staff-page container" data-testid="contact">
      <header className="staff-page__header">
        <h1 className="article__title">{title}</h1>
        <p className="article__intro">{intro}</p>
      </header>
      <div className="donation__columns">
        <div className="staff-page__body">
          <StreamField blocks={body} />
        </div>
        <ContactForm key={idempotencyKey} idempotencyKey={idempotencyKey} lastResult={actionData?.result} />
      </div>
    </article>
  );
}
