import type { CmsPage } from "../../lib/cms";
import { ComparisonTable } from "./ComparisonTable";
import { PressContacts } from "./PressContacts";
import { ResponsiveImage } from "./ResponsiveImage";
import { StreamField } from "./StreamField";
import { UntranslatedNotice, useContentLang } from "./ContentLanguage";

/** Every page the CMS resolves: generic and landing pages, fluitjes, comparison and press pages. */
export function CmsPageView({ page }: { page: CmsPage }) {
  // A landing page that opens with a hero shows the hero as its header.
  const heroAsTitle = page.body[0]?.type === "hero";
  const contentLang = useContentLang(page.locale);
  return (
    <article className="cms-page container" data-testid="cms-page" data-page-type={page.page_type} lang={contentLang}>
      <UntranslatedNotice contentLocale={page.locale} />
      {heroAsTitle ? null : (
        <header className="cms-page__header">
          <h1 className="cms-page__title">{page.title}</h1>
          {page.intro ? <p className="cms-page__intro">{page.intro}</p> : null}
        </header>
      )}
      {page.image ? (
        <ResponsiveImage image={page.image} className="cms-page__image" sizes="(min-width: 800px) 768px, 100vw" eager />
      ) : null}
      {page.comparison ? <ComparisonTable comparison={page.comparison} /> : null}
      {page.press ? <PressContacts press={page.press} /> : null}
      <StreamField blocks={page.body} heroAsTitle={heroAsTitle} />
    </article>
  );
}
