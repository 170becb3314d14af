// The home page (SPEC §2.1 "/", issue 24): the hero from the CMS, the next events of the agenda,
// the newsletter sign-up, then the page's blocks (the election countdown, the calls to action, the
// latest news and the audience counts of SPEC §9).
import { lazy, Suspense } from "react";
import { useLocale, useTranslations } from "use-intl";
import { StreamField } from "../components/content/StreamField";
import { HomeHero } from "../components/home/HomeHero";
import { UpcomingEvents } from "../components/home/UpcomingEvents";
import { loadCmsPage } from "../lib/cms.server";
import { homeEvents } from "../lib/content/home-page.server";
import { contentPageHeaders } from "../lib/http";
import { type Locale, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { stylesheet } from "../lib/stylesheets";
import homeStyles from "../styles/home.css?url";
import type { Route } from "./+types/home";

// The newsletter form and the video player placeholder come with the form library and the player's
// code: the server renders them at once, the browser loads their code after the page's own
// (DESIGN.md §6: the home page's first load stays small; see components/content/StreamField.tsx).
const NewsletterForm = import.meta.env.SSR
  ? (await import("../components/engagement/NewsletterForm")).NewsletterForm
  : lazy(() => import("../components/engagement/NewsletterForm").then((module) => ({ default: module.NewsletterForm })));
const VideoBlock = import.meta.env.SSR
  ? (await import("../components/content/VideoBlock")).VideoBlock
  : lazy(() => import("../components/content/VideoBlock").then((module) => ({ default: module.VideoBlock })));

export const links: Route.LinksFunction = () => [stylesheet(homeStyles)];

export async function loader(args: Route.LoaderArgs) {
  const [page, events] = await Promise.all([loadCmsPage(args), homeEvents(args)]);
  return { page, events };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  return pageMeta({ location, matches }, { title: page?.seo_title || undefined, description: page?.search_description || page?.hero?.lead || page?.intro });
}

function HomeNewsletter() {
  const t = useTranslations("home.newsletter");
  const tNewsletter = useTranslations("engagement.newsletter");
  const locale = useLocale() as Locale;
  return (
    <section className="home-newsletter" aria-labelledby="home-newsletter-title" data-testid="home-newsletter">
      <div className="container home-newsletter__inner">
        <div className="home-newsletter__text">
          <h2 className="home-section__title" id="home-newsletter-title">
            {t("title")}
          </h2>
          <p>{tNewsletter("intro")}</p>
          <ul className="home-newsletter__points">
            <li>{tNewsletter("why1")}</li>
            <li>{tNewsletter("why2")}</li>
          </ul>
        </div>
        <Suspense fallback={null}>
          <NewsletterForm action={localizePath("/nu", locale)} labelledBy="home-newsletter-title" />
        </Suspense>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, events } = loaderData;
  const hero = page.hero ?? { title: page.title, lead: page.intro, image: null, video: null, primary: null, secondary: null };
  const video = hero.video ? (
    <Suspense fallback={null}>
      <VideoBlock url={hero.video.url} title={hero.video.title} />
    </Suspense>
  ) : null;
  return (
    <article className="home" data-testid="cms-page" data-page-type={page.page_type}>
      <HomeHero hero={hero} video={video} />
      <UpcomingEvents events={events} />
      <HomeNewsletter />
      <div className="container home__body">
        <StreamField blocks={page.body} />
      </div>
    </article>
  );
}
