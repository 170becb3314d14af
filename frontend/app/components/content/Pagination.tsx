// 'Vorige' / 'Pagina 2 van 6' / 'Volgende': plain links, so paging works without JavaScript too.
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { pageLinks } from "../../lib/content/pagination";

/** path is the list's own (already localized) path, without the query string. */
export function Pagination({ path, page, numPages }: { path: string; page: number; numPages: number }) {
  const t = useTranslations("pagination");
  if (numPages <= 1) return null;
  const { previous, next } = pageLinks(path, page, numPages);
  return (
    <nav className="pagination" aria-label={t("label")} data-testid="pagination">
      {previous ? (
        <Link className="button button--outline pagination__link" to={previous} rel="prev" data-testid="pagination-previous">
          <span aria-hidden="true">← </span>
          {t("previous")}
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status" aria-current="page">
        {t("status", { page, count: numPages })}
      </p>
      {next ? (
        <Link className="button button--outline pagination__link" to={next} rel="next" data-testid="pagination-next">
          {t("next")}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}
