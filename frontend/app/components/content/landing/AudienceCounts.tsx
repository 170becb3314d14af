// SPEC §9 "Audience counts shown": how many people the party reaches, per channel.
import { useLocale, useTranslations } from "use-intl";
import { AUDIENCE_COUNTS, formatCount } from "../../../lib/audience";
import type { CmsBlockOf } from "../../../lib/cms";

export function AudienceCounts({ value: { title } }: { value: CmsBlockOf<"audience_counts">["value"] }) {
  const t = useTranslations("landing");
  const locale = useLocale();
  return (
    <section className="landing-section audience" aria-label={title || t("audienceTitle")} data-testid="audience-counts">
      {title ? <h2 className="landing-section__title">{title}</h2> : null}
      <ul className="audience__list">
        {AUDIENCE_COUNTS.map(({ channel, count }) => (
          <li key={channel} className="audience__item">
            <strong className="audience__count">{formatCount(count, locale)}</strong> {t(`audience.${channel}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
