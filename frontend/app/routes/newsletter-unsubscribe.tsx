// /nieuwsbrief-afmelden/{token} (not in SPEC §2.1: the signed link in every newsletter mail).
// Opening it changes nothing (mail scanners follow links); the button's POST unsubscribes, and the
// page says so. Mail programs can also leave in one click (List-Unsubscribe-Post, by the API).
import { Form, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LinkProblem } from "../components/engagement/LinkProblem";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { linkProblem, unsubscribeNewsletter } from "../lib/engagement/api.server";
import { NO_STORE } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/newsletter-unsubscribe";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args); // the token's shape is checked here (route-params)
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "engagement.unsubscribe" });
  return { title: t("title") };
}

export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export async function action({ request, params }: Route.ActionArgs) {
  const left = await unsubscribeNewsletter(request, params.token);
  if (left.ok) return { done: true, problem: null, failed: false };
  const problem = linkProblem(left.status);
  return { done: false, problem, failed: problem === null };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("engagement.unsubscribe");
  const submitting = useNavigation().state === "submitting";
  if (actionData?.problem) {
    return (
      <article className="article container" data-testid="newsletter-unsubscribe" data-state={actionData.problem}>
        <LinkProblem problem={actionData.problem} />
      </article>
    );
  }
  if (actionData?.done) {
    return (
      <article className="article container" data-testid="newsletter-unsubscribe" data-state="done">
        <h1 className="article__title">{t("doneTitle")}</h1>
        <p className="article__intro" role="status">
          {t("doneText")}
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
    <article className="article container" data-testid="newsletter-unsubscribe" data-state="ask">
      <h1 className="article__title">{loaderData.title}</h1>
      <p className="article__intro">{t("intro")}</p>
      {actionData?.failed ? (
        <div className="form-error" role="alert">
          <p>{t("failed")}</p>
        </div>
      ) : null}
      <Form method="post" className="article__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("button")}
        </button>
        <LocalLink to="/" className="button button--outline">
          {t("keep")}
        </LocalLink>
      </Form>
    </article>
  );
}
