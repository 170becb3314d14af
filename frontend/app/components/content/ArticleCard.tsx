// One article in a list: image, website badge, title (the link), relative date and authors.
import type { ArticleSummary } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";
import { AuthorNames } from "./AuthorNames";
import { useContentLang } from "./ContentLanguage";
import { KeptListItem } from "./KeptListItem";
import { RelativeDate, useRelativeDateText } from "./RelativeDate";
import { ResponsiveImage } from "./ResponsiveImage";
import { WebsiteBadge } from "./WebsiteBadge";

export const CARD_IMAGE_SIZES = "(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";

/** href: where the card leads; the article at /nieuws/{slug} unless given (regional news). `now`:
 * the moment its relative date counts from (the list's, which keeps the card under its words). */
export function ArticleCard({ article, href, now }: { article: ArticleSummary; href?: string; now?: Date }) {
  // On /en an article without an English translation is listed in Dutch: its texts say so (lang).
  const lang = useContentLang(article.locale);
  return (
    <article className="card" data-testid="article-card">
      <div className="card__media">
        {article.image ? <ResponsiveImage image={article.image} sizes={CARD_IMAGE_SIZES} className="card__image" /> : null}
        <WebsiteBadge website={article.website} />
      </div>
      <div className="card__body">
        <h2 className="card__title" lang={lang}>
          {/* The link stretches over the whole card (CSS), so the card is one tap target. */}
          <LocalLink to={href ?? `/nieuws/${article.slug}`} className="card__link">
            {article.title}
          </LocalLink>
        </h2>
        {article.intro ? (
          <p className="card__intro" lang={lang}>
            {article.intro}
          </p>
        ) : null}
        <p className="card__meta">
          <RelativeDate date={article.publish_on} now={now} />
          {article.authors.length > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              <AuthorNames authors={article.authors} />
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, hrefFor }: { articles: ArticleSummary[]; hrefFor?: (slug: string) => string }) {
  const relative = useRelativeDateText();
  const now = new Date();
  return (
    <ul className="card-grid" data-testid="article-list">
      {articles.map((article) => {
        const href = hrefFor?.(article.slug);
        // The server keeps each card under all it shows, its date's words included.
        const shown = import.meta.env.SSR ? [article, href, relative(article.publish_on, now)] : null;
        return (
          <KeptListItem key={article.slug} kind="article" data={shown}>
            <ArticleCard article={article} href={href} now={now} />
          </KeptListItem>
        );
      })}
    </ul>
  );
}
