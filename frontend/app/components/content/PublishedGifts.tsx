// Party-finance law (Wfpp): the public list of gifts from givers who gave € 10.000 or more in a
// calendar year, one section per year. The page's API answer carries the list (the
// published_gifts block of backend/content/body/landing.py). On a phone the table scrolls inside
// its own box, never the page.
import { useId } from "react";
import { useLocale, useTranslations } from "use-intl";
import { formatMediumDate, formatMoney } from "../../lib/format";
import type { CmsBlockOf } from "../../lib/cms";
import type { Locale } from "../../lib/locale";

type PublishedYear = CmsBlockOf<"published_gifts">["value"]["years"][number];

function YearList({ year }: { year: PublishedYear }) {
  const t = useTranslations("publishedGifts");
  const locale = useLocale() as Locale;
  const id = useId();
  const texts = { year: year.year, threshold: formatMoney(year.threshold_cents, locale, { whole: true }) };
  return (
    <section className="published-gifts" aria-labelledby={`${id}-heading`} data-testid="published-gifts" data-year={year.year}>
      <h2 id={`${id}-heading`} className="block-heading">
        {t("heading", texts)}
      </h2>
      {year.gifts.length === 0 ? (
        <p>{t("none", texts)}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the screen.
        <div className="published-gifts__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="published-gifts__table">
            <caption id={`${id}-caption`}>{t("caption", texts)}</caption>
            <thead>
              <tr>
                <th scope="col">{t("name")}</th>
                <th scope="col">{t("place")}</th>
                <th scope="col" className="published-gifts__amount">
                  {t("amount")}
                </th>
                <th scope="col">{t("date")}</th>
              </tr>
            </thead>
            <tbody>
              {year.gifts.map((gift, index) => (
                <tr key={index}>
                  <th scope="row">{gift.name}</th>
                  <td>{gift.place}</td>
                  <td className="published-gifts__amount">{formatMoney(gift.amount_cents, locale)}</td>
                  <td>{formatMediumDate(gift.date, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function PublishedGifts({ value: { years } }: { value: CmsBlockOf<"published_gifts">["value"] }) {
  return (
    <>
      {years.map((year) => (
        <YearList key={year.year} year={year} />
      ))}
    </>
  );
}
