// The calls to action of SPEC §1: donate, become a member, become active, the newsletter.
import { useTranslations } from "use-intl";
import { LocalLink } from "../../LocalLink";

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

export function CallsToAction({ title, actions }: { title: string; actions: CallToAction[] }) {
  const t = useTranslations();
  if (actions.length === 0) return null;
  return (
    <section className="landing-section cta" aria-label={title || t("landing.ctaTitle")} data-testid="calls-to-action">
      {title ? <h2 className="landing-section__title">{title}</h2> : null}
      <ul className="cta__list">
        {actions.map((action) => (
          <li key={action} className="cta__item">
            <LocalLink to={CALLS_TO_ACTION[action].path} className="cta__link">
              <span className="cta__label">{t(CALLS_TO_ACTION[action].label)}</span>
              <span className="cta__text">{t(CALLS_TO_ACTION[action].text)}</span>
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
