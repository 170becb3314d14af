// The newest articles, as the CMS sent them with the page: the news list's grid, whose cards the
// server keeps (KeptListItem).
import { useTranslations } from "use-intl";
import type { CmsBlockOf } from "../../../lib/cms";
import { LocalLink } from "../../LocalLink";
import { ArticleGrid } from "../ArticleCard";

export function LatestNews({ value: { title, items } }: { value: CmsBlockOf<"latest_news">["value"] }) {
  const t = useTranslations("landing");
  if (items.length === 0) return null;
  return (
    <section className="landing-section" aria-label={title || t("latestNews")} data-testid="latest-news">
      <h2 className="landing-section__title">{title || t("latestNews")}</h2>
      <ArticleGrid articles={items} />
      <p className="landing-section__more">
        <LocalLink to="/nieuws" className="button button--outline">{t("allNews")}</LocalLink>
      </p>
    </section>
  );
}
