// The site footer of SPEC §2.15: the button row, the small links and the social links.
import { useLocale, useTranslations } from "use-intl";
import { openConsentSettings } from "../../lib/consent";
import type { Locale } from "../../lib/locale";
import { useSharedMarkup } from "../../lib/shared-markup";
import type { ShellLayout } from "../../lib/shell-layout";
import { SOCIAL_NETWORK_ORDER, type SiteSettings } from "../../lib/site-settings";
import { ExternalLink } from "../ExternalLink";
import { LocalLink } from "../LocalLink";
import { SocialIcon } from "./icons";

// The same on every page with the same buttons: the server keeps its HTML (lib/shared-markup.ts).
export function Footer({ layout, settings }: { layout: ShellLayout; settings: SiteSettings }) {
  const content = useSharedMarkup(
    settings,
    `footer|${layout.footerButtons}`,
    useLocale() as Locale,
    <FooterContent footerButtons={layout.footerButtons} settings={settings} />,
  );
  return <footer className="site-footer" data-testid="site-footer" {...content} />;
}

function FooterContent({ footerButtons, settings }: { footerButtons: ShellLayout["footerButtons"]; settings: SiteSettings }) {
  const t = useTranslations("footer");
  const social = SOCIAL_NETWORK_ORDER.map((network) => settings.social_links.find((link) => link.network === network)).filter(
    (link) => link !== undefined,
  );
  return (
    <div className="container">
      <nav
        className="footer-buttons"
        aria-label={t("actions")}
        data-testid="footer-buttons"
        data-visibility={footerButtons}
      >
        <ExternalLink href={settings.english_site_url} className="button button--light" data-testid="footer-english">
          {t("english")}
        </ExternalLink>
        <ExternalLink href={settings.shop_url} className="button button--light" data-testid="footer-merchandise">
          {t("merchandise")}
        </ExternalLink>
        <LocalLink to="/doneer" className="button button--light" data-testid="footer-doneer">
          {t("doneer")}
        </LocalLink>
        <LocalLink to="/word-lid" className="button button--light" data-testid="footer-word-lid">
          {t("wordLid")}
        </LocalLink>
        <LocalLink to="/word-actief" className="button button--light" data-testid="footer-word-actief">
          {t("wordActief")}
        </LocalLink>
        <LocalLink to="/nu" className="button button--light" data-testid="footer-nieuwsbrief">
          {t("nieuwsbrief")}
        </LocalLink>
      </nav>

      <div className="site-footer__bottom">
        <nav aria-label={t("label")}>
          <ul className="footer-links">
            <li>
              <LocalLink to="/privacy" data-testid="footer-privacy">
                {t("privacy")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/contact" data-testid="footer-contact">
                {t("contact")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/anbi" data-testid="footer-anbi">
                {t("anbi")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/toegankelijkheid" data-testid="footer-accessibility">
                {t("accessibility")}
              </LocalLink>
            </li>
            <li className="footer-links__cookies">
              {/* Opens the cookie choices again, at any time (SPEC §4 consent). */}
              <button type="button" className="footer-links__button" data-testid="footer-cookies" onClick={openConsentSettings}>
                {t("cookies")}
              </button>
            </li>
            <li>
              <ExternalLink href={settings.party_site_url} data-testid="footer-party-site">
                {t("partySite")}
              </ExternalLink>
            </li>
          </ul>
        </nav>

        {social.length > 0 ? (
          <ul className="social-links" aria-label={t("social")} data-testid="social-links">
            {social.map((link) => (
              <li key={link.network}>
                <ExternalLink
                  href={link.url}
                  className="social-links__link"
                  aria-label={t(link.network)}
                  data-testid={`social-${link.network}`}
                >
                  <SocialIcon network={link.network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
