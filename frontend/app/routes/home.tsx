// The home page: the CMS home page (title, intro, body) with the election countdown when an
// election is planned, the calls to action, the latest news and the audience counts of SPEC §9.
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ArticleCard } from "../components/content/ArticleCard";
import { StreamField } from "../components/content/StreamField";
import { AUDIENCE_COUNTS, formatCount } from "../lib/audience";
import { loadCmsPage } from "../lib/cms.server";
import { loadLatestArticles } from "../lib/content/latest.server";
import { electionCountdown, formatElectionCountdown, type Translate } from "../lib/format";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { useSiteSettings } from "../lib/root-data";
import type { Route } from "./+types/home";

export async function loader(args: Route.LoaderArgs) {
  const [page, latest] = await Promise.all([loadCmsPage(args), loadLatestArticles(args.request)]);
  return { ...page, latest };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.seo_title || undefined, description: loaderData?.search_description });
}

function ElectionBanner() {
  const t = useTranslations("election");
  // Day-granular, so the server's and the browser's clocks agree on it.
  const countdown = electionCountdown(useSiteSettings().election_date, new Date());
  if (!countdown) return null;
  return (
    <p className="election-banner" data-testid="election-banner" data-kind={countdown.kind}>
      {formatElectionCountdown(countdown, t as unknown as Translate)}
    </p>
  );
}

const CALLS_TO_ACTION = [
  { path: "/doneer", label: "footer.doneer", text: "home.cta.doneer" },
  { path: "/word-lid", label: "footer.wordLid", text: "home.cta.wordLid" },
  { path: "/word-actief", label: "footer.wordActief", text: "home.cta.wordActief" },
  { path: "/nu", label: "footer.nieuwsbrief", text: "home.cta.nieuwsbrief" },
] as const;

function CallsToAction() {
  const t = useTranslations();
  return (
    <section className="home-section home-cta" aria-labelledby="home-cta-title" data-testid="home-cta">
      <h2 id="home-cta-title" className="home-section__title">{t("home.ctaTitle")}</h2>
      <ul className="home-cta__list">
        {CALLS_TO_ACTION.map((action) => (
          <li key={action.path} className="home-cta__item">
            <LocalLink to={action.path} className="home-cta__link">
              <span className="home-cta__label">{t(action.label)}</span>
              <span className="home-cta__text">{t(action.text)}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Audience() {
  const t = useTranslations("home");
  const locale = useLocale();
  return (
    <section className="home-section home-audience" aria-labelledby="home-audience-title">
      <h2 id="home-audience-title" className="home-section__title">{t("audienceTitle")}</h2>
      <ul className="home-audience__list">
        {AUDIENCE_COUNTS.map(({ channel, count }) => (
          <li key={channel} className="home-audience__item">
            <strong className="home-audience__count">{formatCount(count, locale)}</strong> {t(`audience.${channel}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData: page }: Route.ComponentProps) {
  const t = useTranslations("home");
  return (
    <article className="home" data-testid="cms-page" data-page-type={page.page_type}>
      <header className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">{page.title}</h1>
          {page.intro ? <p className="home-hero__intro">{page.intro}</p> : null}
          <ElectionBanner />
        </div>
      </header>
      <div className="container">
        <CallsToAction />
        {page.latest.length > 0 ? (
          <section className="home-section" aria-labelledby="home-news-title" data-testid="home-news">
            <h2 id="home-news-title" className="home-section__title">{t("latestNews")}</h2>
            <div className="card-grid">
              {page.latest.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </div>
            <p className="home-section__more">
              <LocalLink to="/nieuws" className="button button--outline">{t("allNews")}</LocalLink>
            </p>
          </section>
        ) : null}
        <div className="home__body">
          <StreamField blocks={page.body} />
        </div>
        <Audience />
      </div>
    </article>
  );
}
