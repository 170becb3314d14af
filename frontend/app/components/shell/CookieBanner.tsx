// The cookie banner (SPEC §2.15). It is always in the HTML so cached pages are the same for
// everyone; the <head> script hides an answered banner before paint, React takes over after.
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { type ConsentChoice, readConsent, storeConsent } from "../../lib/consent";
import { LocalLink } from "../LocalLink";

export function CookieBanner() {
  const t = useTranslations("cookie");
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (readConsent()) setAnswered(true);
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setAnswered(true);
  };

  return (
    <section
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      hidden={answered}
    >
      <div className="cookie-banner__inner">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t("title")}
        </h2>
        <p className="cookie-banner__text">
          {t("text")} <LocalLink to="/privacy">{t("privacy")}</LocalLink>
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--outline" data-testid="cookie-refuse" onClick={() => choose("refused")}>
            {t("refuse")}
          </button>
          <button type="button" className="button button--primary" data-testid="cookie-accept" onClick={() => choose("accepted")}>
            {t("accept")}
          </button>
        </div>
      </div>
    </section>
  );
}
