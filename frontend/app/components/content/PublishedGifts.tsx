// Party-finance law (Wfpp): the public list of gifts from givers who gave € 10.000 or more in a
// calendar year, one section per year. The page's API answer carries the list (the
// published_gifts block of backend/content/serializers.py). On a phone the table scrolls inside
// its own box, never the page.
import { useId } from "react";
import { useLocale, useTranslations } from "use-intl";
import { formatMediumDate, formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/locale";

export interface PublishedGift {
  name: string;
  place: string;
  amount_cents: number;
  /** The day of the gift, 'YYYY-MM-DD'. */
  date: string;
}

export interface PublishedYear {
  year: number;
  threshold_cents: number;
  gifts: PublishedGift[];
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const isGift = (value: unknown): value is PublishedGift =>
  isObj(value) &&
  typeof value.name === "string" &&
  typeof value.place === "string" &&
  typeof value.amount_cents === "number" &&
  typeof value.date === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value.date);

/** The years of the block's value; anything malformed is left out. */
export function publishedYears(value: unknown): PublishedYear[] {
  return list(isObj(value) ? value.years : undefined).flatMap((year) =>
    isObj(year) && typeof year.year === "number" && typeof year.threshold_cents === "number"
      ? [{ year: year.year, threshold_cents: year.threshold_cents, gifts: list(year.gifts).filter(isGift) }]
      : [],
  );
}

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

export function PublishedGifts({ value }: { value: unknown }) {
  const years = publishedYears(value);
  if (years.length === 0) return null;
  return (
    <>
      {years.map((year) => (
        <YearList key={year.year} year={year} />
      ))}
    </>
  );
}
