// SPEC §9 "Audience counts shown": how many people the party reaches, per channel.
import { useLocale, useTranslations } from "use-intl";
import { AUDIENCE_COUNTS } from "../../../lib/audience";
import { formatNumber } from "../../../lib/format/number";
import type { CmsBlockOf } from "../../../lib/cms";
import type { Locale } from "../../../lib/locale";

export function AudienceCounts({ value: { title } }: { value: CmsBlockOf<"audience_counts">["value"] }) {
  const t = useTranslations("landing");
  const locale = useLocale() as Locale;
  return (
    <section className="landing-section audience" aria-label={title || t("audienceTitle")} data-testid="audience-counts">
      {title ? <h2 className="landing-section__title">{title}</h2> : null}
      <ul className="audience__list">
        {AUDIENCE_COUNTS.map(({ channel, count }) => (
          <li key={channel} className="audience__item">
            <strong className="audience__count">{formatNumber(count, locale)}</strong> {t(`audience.${channel}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
