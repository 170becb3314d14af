// The calls to action of SPEC §1: donate, become a member, become active, the newsletter.
import { useTranslations } from "use-intl";

import type { CmsBlockOf } from "../../../lib/cms";
import { LocalLink } from "../../LocalLink";
import { useMoney } from "../../../lib/format/use-money";

/** The actions the API names (backend/content/blocks.py CallToAction). */
type CallToAction = CmsBlockOf<"call_to_action">["value"]["actions"][number];

export const CALLS_TO_ACTION = {
  doneer: { path: "/doneer", label: "footer.doneer", text: "landing.cta.doneer" },
  "word-lid": { path: "/word-lid", label: "footer.wordLid", text: "landing.cta.wordLid" },
  "word-actief": { path: "/word-actief", label: "footer.wordActief", text: "landing.cta.wordActief" },
  nieuwsbrief: { path: "/nu", label: "footer.nieuwsbrief", text: "landing.cta.nieuwsbrief" },
} as const satisfies Record<CallToAction, { path: string; label: string; text: string }>;

export function CallsToAction({ value: { title, actions, dues } }: { value: CmsBlockOf<"call_to_action">["value"] }) {
  const money = useMoney();
  const t = useTranslations();
  if (actions.length === 0) return null;
  // The membership action states the yearly dues the backend sent with the block.
  const text = (action: CallToAction) =>
    action === "word-lid"
      ? t(CALLS_TO_ACTION[action].text, { adult: money(dues.adult_cents, { whole: true }), youth: money(dues.youth_cents, { whole: true }) })
      : t(CALLS_TO_ACTION[action].text);
  return (
    <section className="landing-section cta" aria-label={title || t("landing.ctaTitle")} data-testid="calls-to-action">
      {title ? <h2 className="landing-section__title">{title}</h2> : null}
      <ul className="cta__list">
        {actions.map((action) => (
          <li key={action} className="cta__item">
            <LocalLink to={CALLS_TO_ACTION[action].path} className="cta__link">
              <span className="cta__label">{t(CALLS_TO_ACTION[action].label)}</span>
              <span className="cta__text">{text(action)}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The same actions as buttons, for the hero. */
export function ActionButtons({ actions }: { actions: CallToAction[] }) {
  const t = useTranslations();
  if (actions.length === 0) return null;
  return (
    <p className="hero__actions">
      {actions.map((action, index) => (
        <LocalLink
          key={action}
          to={CALLS_TO_ACTION[action].path}
          className={index === 0 ? "button button--primary" : "button button--outline"}
        >
          {t(CALLS_TO_ACTION[action].label)}
        </LocalLink>
      ))}
    </p>
  );
}
