// /nieuwsbrief-bevestigen: after signing up, "look in your mail"; with ?token=… (the link in that
// mail) a button that confirms the subscription. Opening the link changes nothing (mail scanners
// follow links); the button's POST confirms, then /nieuwsbrief-bedankt.
import { Form, redirect, useNavigation } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { LinkProblem } from "../components/engagement/LinkProblem";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { confirmNewsletter, linkProblem } from "../lib/engagement/api.server";
import { NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { isToken } from "../lib/route-params";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/newsletter-confirm";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "engagement.confirm" });
  const token = args.url.searchParams.get("token");
  return { title: t("title"), token: token && isToken(token) ? token : null, badToken: token !== null && !isToken(token) };
}

// A token in the address: never cached, never sent on as a referrer.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  if (!isToken(token)) return { problem: "invalid" as const, failed: false };
  const confirmed = await confirmNewsletter(request, token);
  if (confirmed.ok) throw redirect(localizePath("/nieuwsbrief-bedankt", localeFromPath(url.pathname)));
  const problem = linkProblem(confirmed.status);
  return { problem, failed: problem === null };
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("engagement.confirm");
  const submitting = useNavigation().state === "submitting";
  const { token, badToken } = loaderData;
  const problem = actionData?.problem ?? (badToken ? "invalid" : null);
  return (
    <article className="article container" data-testid="newsletter-confirm" data-state={problem ?? (token ? "confirm" : "check-mail")}>
      {problem ? (
        <LinkProblem problem={problem} again={{ to: "/nu", label: t("again") }} />
      ) : token ? (
        <>
          <h1 className="article__title">{loaderData.title}</h1>
          <p className="article__intro">{t("withToken")}</p>
          {actionData?.failed ? (
            <div className="form-error" role="alert">
              <p>{t("failed")}</p>
            </div>
          ) : null}
          <Form method="post" className="article__actions">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t("button")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="article__title">{loaderData.title}</h1>
          <p className="article__intro" role="status">
            {t("checkMail")}
          </p>
          <p>{t("noMail")}</p>
          <p className="article__actions">
            <LocalLink to="/nu" className="button button--outline">
              {t("again")}
            </LocalLink>
          </p>
        </>
      )}
    </article>
  );
}
