// The home page: the CMS home page (title, intro, body), with the election countdown when an
// election is planned.
import { useTranslations } from "use-intl";
import { StreamField } from "../components/content/StreamField";
import { loadCmsPage } from "../lib/cms.server";
import { electionCountdown, formatElectionCountdown, type Translate } from "../lib/format";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { useSiteSettings } from "../lib/root-data";
import type { Route } from "./+types/home";

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args);
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

export default function Home({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="home" data-testid="cms-page" data-page-type={page.page_type}>
      <header className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">{page.title}</h1>
          {page.intro ? <p className="home-hero__intro">{page.intro}</p> : null}
          <ElectionBanner />
        </div>
      </header>
      <div className="container home__body">
        <StreamField blocks={page.body} />
      </div>
    </article>
  );
}
