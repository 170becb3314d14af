// The site header of SPEC §2.15: logo, party submenu, main items, external links, partner sites,
// the council-member button and the language switch.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { alternatePath, type Locale } from "../../lib/locale";
import { useRootData } from "../../lib/root-data";
import { useSharedMarkup } from "../../lib/shared-markup";
import { useSignedIn } from "../../lib/signed-in";
import type { ShellLayout } from "../../lib/shell-layout";
import type { SiteSettings } from "../../lib/site-settings";
import { SettingLink } from "../SettingLink";
import { LocalLink } from "../LocalLink";
import { MenuIcon } from "./icons";
import { currentMenuItems, MainMenuContent } from "./MainMenu";
import { PartyMark } from "./PartyMark";
import { SearchButton } from "./search/SearchButton";

export function Header({ layout, settings }: { layout: ShellLayout; settings: SiteSettings }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const location = useLocation();
  // Someone is logged in: the server knew on a personal page, the hint says so on any other.
  const rootUser = useRootData()?.user;
  const signedIn = useSignedIn() || !!rootUser;
  const [menuOpen, setMenuOpen] = useState(false);
  const [partyOpen, setPartyOpen] = useState(false);
  const partyRef = useRef<HTMLLIElement>(null);
  const partyToggleRef = useRef<HTMLButtonElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  // Menus close on every route change, in the render of the new route (not one paint later).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (location.pathname !== shownPath) {
    setShownPath(location.pathname);
    setMenuOpen(false);
    setPartyOpen(false);
  }

  // The open submenu closes on a click elsewhere and on Escape; the mobile menu closes on Escape.
  useEffect(() => {
    if (!partyOpen && !menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (partyOpen && partyRef.current && !partyRef.current.contains(event.target as Node)) setPartyOpen(false);
    };
    // Escape returns the focus to the button that opened what it closes (WCAG 2.4.3): focus left
    // on a link that is now hidden would be lost.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (partyOpen) {
        setPartyOpen(false);
        partyToggleRef.current?.focus();
      } else {
        setMenuOpen(false);
        menuToggleRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [partyOpen, menuOpen]);

  const otherLocale: Locale = locale === "nl" ? "en" : "nl";
  // The menu as the server keeps it for everyone (closed, no one logged in), per current item; the
  // browser keeps nothing (and does without the key's code).
  const here = location.pathname;
  const menu = useSharedMarkup(
    settings,
    import.meta.env.SSR && !signedIn && !partyOpen ? `menu|${currentMenuItems(here, locale)}` : null,
    locale,
    <MainMenuContent
      here={here}
      settings={settings}
      signedIn={signedIn}
      partyOpen={partyOpen}
      onPartyToggle={() => setPartyOpen((open) => !open)}
      partyRef={partyRef}
      partyToggleRef={partyToggleRef}
    />,
  );

  return (
    <header className="site-header" data-testid="site-header">
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <div className="site-header__bar container">
        <PartyMark party={settings.party} className="site-header__logo" testId="nav-home" />

        <nav
          id="main-menu"
          className="main-nav"
          aria-label={t("nav.mainLabel")}
          data-open={menuOpen}
          data-testid="main-menu"
          {...menu}
        />

        <div className="site-header__actions">
          {layout.councilButton && settings.council_candidate_url ? (
            <SettingLink href={settings.council_candidate_url} className="button button--primary council-button" data-testid="council-button">
              <span className="council-button__small">{t("header.councilSmall")}</span>
              <span className="council-button__large">{t("header.councilLarge")}</span>
            </SettingLink>
          ) : null}
          <LocalLink to="/doneer" className="button button--outline header-cta" data-testid="header-doneer">
            {t("nav.doneer")}
          </LocalLink>
          <LocalLink to="/word-lid" className="button button--primary header-cta" data-testid="header-word-lid">
            {t("nav.wordLid")}
          </LocalLink>
          <SearchButton />
          <a
            href={alternatePath(location.pathname, location.search, otherLocale)}
            hrefLang={otherLocale}
            lang={otherLocale}
            className="language-switch"
            aria-label={t("language.switchLabel")}
            data-testid="language-switch"
          >
            {t("language.switchText")}
          </a>
          {layout.mobileMenu ? (
            <button
              ref={menuToggleRef}
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
              data-testid="menu-toggle"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
              <span className="menu-toggle__text" aria-hidden="true">
                {t("nav.menu")}
              </span>
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
