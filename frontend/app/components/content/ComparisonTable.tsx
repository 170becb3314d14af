// SPEC §2.4: the positions of two parties side by side, one row per topic. A real table, so a
// screen reader announces the party with each cell; on a phone each row stacks as a card.
import { useTranslations } from "use-intl";
import type { Comparison } from "../../lib/cms";
import { LocalLink } from "../LocalLink";

export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const t = useTranslations("comparison");
  return (
    <table className="comparison" data-testid="comparison">
      <caption className="sr-only">
        {t("caption", { ours: comparison.our_party, theirs: comparison.other_party })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t("topic")}</th>
          <th scope="col">{comparison.our_party}</th>
          <th scope="col">{comparison.other_party}</th>
        </tr>
      </thead>
      <tbody>
        {comparison.rows.map((row) => (
          <tr key={row.topic}>
            <th scope="row" className="comparison__topic">{row.topic}</th>
            <td data-party={comparison.our_party}>
              <p>{row.ours}</p>
              {row.position_slug ? (
                <LocalLink to={`/standpunten/${row.position_slug}`} className="comparison__more">
                  {t("readMore")}
                </LocalLink>
              ) : null}
            </td>
            <td data-party={comparison.other_party}>
              <p>{row.theirs}</p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
