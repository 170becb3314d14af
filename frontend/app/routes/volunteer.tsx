// /word-actief: the volunteer form. Sent, the page shows its thanks (?bedankt, after a redirect, so
// that reloading does not send the form again); the API mails a confirmation.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { VolunteerForm } from "../components/engagement/VolunteerForm";
import { checked } from "../lib/content/call.server";
import { engagementText } from "../lib/engagement/actions.server";
import { signUpVolunteer } from "../lib/engagement/api.server";
import { guardedBody, volunteerSchema } from "../lib/engagement/schema";
import { refusedReply } from "../lib/forms";
import { contentPageHeaders } from "../lib/http";
import { localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/volunteer";

const THANKS = "bedankt";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "engagement.volunteer" });
  return { title: t("title"), intro: t("intro"), thanks: args.url.searchParams.has(THANKS) };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, description: loaderData?.intro, noindex: loaderData?.thanks });
}

export async function action({ request, url }: Route.ActionArgs) {
  const { locale, fieldMessages, fallback } = engagementText(url);
  const schema = volunteerSchema(fieldMessages("volunteer.consentRequired"));
  const submission = parseWithZod(await request.formData(), { schema, error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const sent = await signUpVolunteer(request, {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    phone: form.phone ?? "",
    province: form.province,
    municipality: form.municipality,
    interests: form.interests,
    message: form.message ?? "",
    ...guardedBody(form),
  });
  if (sent.ok) throw redirect(`${localizePath("/word-actief", locale)}?${THANKS}`);
  return { result: refusedReply(submission, sent, fallback(sent)) };
}

export default function Volunteer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("engagement.volunteer");
  return (
    <article className="engagement container" data-testid="volunteer">
      {loaderData.thanks ? (
        <div data-testid="volunteer-thanks">
          <h1 className="article__title">{t("thanksTitle")}</h1>
          <p className="article__intro" role="status">
            {t("thanksText")}
          </p>
          <p className="article__actions">
            <LocalLink to="/nu" className="button button--primary">
              {t("newsletter")}
            </LocalLink>{" "}
            <LocalLink to="/" className="button button--outline">
              {t("home")}
            </LocalLink>
          </p>
        </div>
      ) : (
        <div className="donation__columns membership__columns">
          <header>
            <h1 className="article__title">{loaderData.title}</h1>
            <p className="article__intro">{loaderData.intro}</p>
            <ul className="membership__points">
              <li>{t("why1")}</li>
              <li>{t("why2")}</li>
              <li>{t("why3")}</li>
            </ul>
          </header>
          <VolunteerForm lastResult={actionData?.result} />
        </div>
      )}
    </article>
  );
}
