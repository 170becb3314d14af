// The calls to action of SPEC §1: donate, become a member, become active, the newsletter.
import { useTranslations } from "use-intl";

import { LocalLink } from "../../LocalLink";
import { useMoney } from "../../../lib/format/use-money";

export const CALLS_TO_ACTION = {
  doneer: { path: "/doneer", label: "footer.doneer", text: "landing.cta.doneer" },
  "word-lid": { path: "/word-lid", label: "footer.wordLid", text: "landing.cta.wordLid" },
  "word-actief": { path: "/word-actief", label: "footer.wordActief", text: "landing.cta.wordActief" },
  nieuwsbrief: { path: "/nu", label: "footer.nieuwsbrief", text: "landing.cta.nieuwsbrief" },
} as const;

export type CallToAction = keyof typeof CALLS_TO_ACTION;

/** The known actions among what the CMS sent, in the CMS's order. */
export function knownActions(actions: unknown): CallToAction[] {
  if (!Array.isArray(actions)) return [];
  return actions.filter((action): action is CallToAction => typeof action === "string" && action in CALLS_TO_ACTION);
}

/** The yearly dues the membership action states (the block's, from the backend's settings). */
export interface Dues {
  adult_cents: number;
  youth_cents: number;
}

export function CallsToAction({ title, actions, dues }: { title: string; actions: CallToAction[]; dues: Dues | null }) {
  const money = useMoney();
  const t = useTranslations();
  if (actions.length === 0) return null;
  const text = (action: CallToAction) => {
    if (action !== "word-lid") return t(CALLS_TO_ACTION[action].text);
    // Without the backend's prices the action keeps its label only: no amount is written here.
    return dues ? t(CALLS_TO_ACTION[action].text, { adult: money(dues.adult_cents, { whole: true }), youth: money(dues.youth_cents, { whole: true }) }) : null;
  };
  return (
    <section className="landing-section cta" aria-label={title || t("landing.ctaTitle")} data-testid="calls-to-action">
      {title ? <h2 className="landing-section__title">{title}</h2> : null}
      <ul className="cta__list">
        {actions.map((action) => (
          <li key={action} className="cta__item">
            <LocalLink to={CALLS_TO_ACTION[action].path} className="cta__link">
              <span className="cta__label">{t(CALLS_TO_ACTION[action].label)}</span>
              {text(action) ? <span className="cta__text">{text(action)}</span> : null}
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
