import type { CmsPage } from "../../lib/cms";
import { StreamField } from "./StreamField";

export function CmsPageView({ page }: { page: CmsPage }) {
  return (
    <article className="cms-page container" data-testid="cms-page" data-page-type={page.page_type}>
      <header className="cms-page__header">
        <h1 className="cms-page__title">{page.title}</h1>
        {page.intro ? <p className="cms-page__intro">{page.intro}</p> : null}
      </header>
      <StreamField blocks={page.body} />
    </article>
  );
}
