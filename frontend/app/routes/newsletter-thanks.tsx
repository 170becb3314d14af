// /nieuwsbrief-bedankt: the subscription is confirmed.
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/newsletter-thanks";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "engagement.thanks" });
  return { title: t("title") };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export default function NewsletterThanks({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("engagement.thanks");
  return (
    <article className="article container" data-testid="newsletter-thanks">
      <h1 className="article__title">{loaderData.title}</h1>
      <p className="article__intro">{t("text")}</p>
      <p>{t("unsubscribe")}</p>
      <p className="article__actions">
        <LocalLink to="/" className="button button--primary">
          {t("home")}
        </LocalLink>{" "}
        <LocalLink to="/word-actief" className="button button--outline">
          {t("active")}
        </LocalLink>
      </p>
    </article>
  );
}
