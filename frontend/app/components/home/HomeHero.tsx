// The opening of the home page (issue 24), from the CMS: a picture (or a video's thumbnail) across
// the page, a headline (the page's only h1), a short lead and one or two buttons. The picture sets
// the scene behind the words (decorative: alt=""). It is the page's largest paint: loaded at once
// with high priority, in the size the screen needs, with its width and height (no layout shift). A video
// shows as the site's video placeholder: nothing loads from the video host before a click.
import type { ReactNode } from "react";
import type { CmsPage } from "../../lib/cms";
import { LocalLink } from "../LocalLink";
import { ResponsiveImage } from "../content/ResponsiveImage";

export type HomeHeroData = NonNullable<CmsPage["hero"]>;
type HeroLink = NonNullable<HomeHeroData["primary"]>;

const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** The button when it leads to a path of the site (not '//host') or an https address; else none. */
function usable(link: HeroLink | null): HeroLink | null {
  return link && (isSitePath(link.href) || link.href.startsWith("https://")) ? link : null;
}

function HeroButton({ link, className }: { link: HeroLink; className: string }) {
  return isSitePath(link.href) ? (
    <LocalLink to={link.href} className={className}>
      {link.label}
    </LocalLink>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

/** `video`: the player placeholder for hero.video, rendered by the route (its code loads lazily). */
export function HomeHero({ hero, video }: { hero: HomeHeroData; video?: ReactNode }) {
  const primary = usable(hero.primary);
  const secondary = usable(hero.secondary);
  return (
    <section className={hero.image ? "home-hero home-hero--image" : "home-hero"} aria-labelledby="home-hero-title" data-testid="home-hero">
      {hero.image ? (
        <div className="home-hero__media">
          <ResponsiveImage image={hero.image} className="home-hero__image" sizes="100vw" eager alt="" />
        </div>
      ) : null}
      <div className="container home-hero__inner">
        <div className="home-hero__panel">
          <h1 className="home-hero__title" id="home-hero-title">
            {hero.title}
          </h1>
          {hero.lead ? <p className="home-hero__lead">{hero.lead}</p> : null}
          {primary || secondary ? (
            <p className="home-hero__actions">
              {primary ? <HeroButton link={primary} className="button button--light home-hero__primary" /> : null}
              {secondary ? <HeroButton link={secondary} className="button home-hero__secondary" /> : null}
            </p>
          ) : null}
        </div>
        {video ? <div className="home-hero__video">{video}</div> : null}
      </div>
    </section>
  );
}
