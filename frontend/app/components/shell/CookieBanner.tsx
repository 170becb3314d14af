// The consent manager (SPEC §2.15, §4): accept, refuse, or choose per purpose. It is always in the
// HTML so cached pages are the same for everyone; the <head> script hides an answered banner
// before paint, React takes over after. The footer's 'Cookie-instellingen' opens it again.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { ALL, COOKIE_CONSENT_VERSION, NONE, OPEN_CONSENT_EVENT, type Purposes, readConsent, storeConsent } from "../../lib/consent";
import { recordConsent } from "../../lib/consent-record";
import { LocalLink } from "../LocalLink";

type Mode = "unknown" | "asking" | "answered" | "reopened";

export function CookieBanner() {
  const t = useTranslations("cookie");
  const [mode, setMode] = useState<Mode>("unknown");
  const [choosing, setChoosing] = useState(false);
  const [purposes, setPurposes] = useState<Purposes>(NONE);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstPurposeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The answer lives in the browser's storage: read after hydration, so the HTML is the same for all.
    const stored = readConsent();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only value, see above
    setMode(stored ? "answered" : "asking");
    if (stored) setPurposes({ analytics: stored.analytics, advertising: stored.advertising });
    const reopen = () => {
      const current = readConsent();
      setPurposes(current ? { analytics: current.analytics, advertising: current.advertising } : NONE);
      setChoosing(true);
      setMode("reopened");
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    if (mode === "reopened") titleRef.current?.focus();
  }, [mode]);

  // 'Zelf kiezen' makes way for the choices: focus goes to the first one, not to the page.
  const startChoosing = () => {
    setChoosing(true);
    requestAnimationFrame(() => firstPurposeRef.current?.focus());
  };

  const choose = (chosen: Purposes) => {
    recordConsent({ version: COOKIE_CONSENT_VERSION, ...chosen });
    storeConsent(chosen);
    setPurposes(chosen);
    setChoosing(false);
    setMode("answered");
  };

  const toggle = (purpose: keyof Purposes) => setPurposes((current) => ({ ...current, [purpose]: !current[purpose] }));

  return (
    <section
      className={mode === "reopened" ? "cookie-banner cookie-banner--open" : "cookie-banner"}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      hidden={mode === "answered"}
    >
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title" ref={titleRef} tabIndex={-1}>
          {t("title")}
        </h2>
        <p className="cookie-banner__text">
          {t("text")} <LocalLink to="/privacy">{t("privacy")}</LocalLink>
        </p>
        {choosing ? (
          <fieldset className="cookie-banner__purposes" data-testid="cookie-purposes">
            <legend>{t("purposes")}</legend>
            <p className="cookie-banner__necessary">{t("necessary")}</p>
            {(["analytics", "advertising"] as const).map((purpose) => (
              <label key={purpose} className="cookie-banner__purpose">
                <input
                  ref={purpose === "analytics" ? firstPurposeRef : undefined}
                  type="checkbox"
                  name={purpose}
                  checked={purposes[purpose]}
                  onChange={() => toggle(purpose)}
                  data-testid={`cookie-${purpose}`}
                />
                <span>
                  <strong>{t(purpose)}</strong>
                  <span className="cookie-banner__help">{t(`${purpose}Help`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="cookie-banner__actions">
          {mode === "reopened" ? (
            <button type="button" className="button cookie-banner__quiet" data-testid="cookie-close" onClick={() => setMode("answered")}>
              {t("close")}
            </button>
          ) : null}
          {choosing ? (
            <button type="button" className="button button--outline" data-testid="cookie-save" onClick={() => choose(purposes)}>
              {t("save")}
            </button>
          ) : (
            <button type="button" className="button cookie-banner__quiet" data-testid="cookie-choose" onClick={startChoosing}>
              {t("choose")}
            </button>
          )}
          <button type="button" className="button button--outline" data-testid="cookie-refuse" onClick={() => choose(NONE)}>
            {t("refuse")}
          </button>
          <button type="button" className="button button--primary" data-testid="cookie-accept" onClick={() => choose(ALL)}>
            {t("accept")}
          </button>
        </div>
      </div>
    </section>
  );
}
