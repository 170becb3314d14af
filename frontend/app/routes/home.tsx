// The home page: a CMS page like the others (SPEC §2.1 "/"), whose blocks hold the election
// countdown, the calls to action, the latest news and the audience counts of SPEC §9.
import { StreamField } from "../components/content/StreamField";
import { loadCmsPage } from "../lib/cms.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/home";

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.seo_title || undefined, description: loaderData?.search_description });
}

export default function Home({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="home" data-testid="cms-page" data-page-type={page.page_type}>
      <header className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">{page.title}</h1>
          {page.intro ? <p className="home-hero__intro">{page.intro}</p> : null}
        </div>
      </header>
      <div className="container home__body">
        <StreamField blocks={page.body} />
      </div>
    </article>
  );
}
