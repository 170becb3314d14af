// The site header of SPEC §2.15: logo, party submenu, main items, external links, partner sites,
// the council-member button and the language switch.
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { alternatePath, type Locale } from "../../lib/locale";
import { useRootData } from "../../lib/root-data";
import { useSignedIn } from "../../lib/signed-in";
import type { ShellLayout } from "../../lib/shell-layout";
import { PARTNER_SITE_ORDER, partnerName, type SiteSettings } from "../../lib/site-settings";
import { ExternalLink } from "../ExternalLink";
import { SettingLink } from "../SettingLink";
import { LocalLink, LocalNavLink } from "../LocalLink";
import { ChevronIcon, ExternalIcon, MenuIcon } from "./icons";
import { PartyMark } from "./PartyMark";
import { SearchButton } from "./search/SearchButton";

// Party submenu and top-level items, in the spec's order. Keys are message keys under 'nav'.
export const PARTY_LINKS = [
  { path: "/mensen/tweede-kamer", key: "tweedeKamer" },
  { path: "/mensen/eerste-kamer", key: "eersteKamer" },
  { path: "/provincies", key: "provincies" },
  { path: "/gemeentes", key: "gemeentes" },
  { path: "/waterschappen", key: "waterschappen" },
  { path: "/kiescollege", key: "kiescollege" },
  { path: "/mensen/bestuur", key: "bestuur" },
] as const;

export const MAIN_LINKS = [
  { path: "/standpunten", key: "standpunten" },
  { path: "/agenda", key: "agenda" },
  { path: "/vacatures", key: "vacatures" },
  { path: "/word-actief", key: "wordActief" },
  { path: "/nu", key: "nieuwsbrief" },
  { path: "/petities", key: "petities" },
] as const;

// Also top-level (SPEC §2.15), but on a desktop in the strip above the bar, beside the external
// links: 'Ingelogd als …' is as long as the member's name, and the bar has room for the rest only.
export const UTILITY_LINKS = [
  { path: "/contact", key: "contact" },
  { path: "/login", key: "login" },
] as const;

/** 'nav-' + the path's words: '/mensen/tweede-kamer' → 'nav-mensen-tweede-kamer'. */
export const navTestId = (path: string) => `nav${path.replace(/\//g, "-")}`;

function NavItem({ path, children, className }: { path: string; children: ReactNode; className?: string }) {
  return (
    <li className={className ? `main-nav__item ${className}` : "main-nav__item"}>
      <LocalNavLink to={path} className="main-nav__link" data-testid={navTestId(path)}>
        {children}
      </LocalNavLink>
    </li>
  );
}

// Its own chunk, fetched only when someone is logged in; the server renders it at once.
const AccountItem = import.meta.env.SSR
  ? (await import("./AccountItem")).AccountItem
  : lazy(() => import("./AccountItem").then((module) => ({ default: module.AccountItem })));

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
  const partnerSites = PARTNER_SITE_ORDER.map((key) => settings.partner_sites.find((site) => site.key === key)).filter(
    (site) => site !== undefined,
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
        >
          <ul className="main-nav__list">
            <li className="main-nav__item main-nav__item--has-sub" ref={partyRef}>
              <button
                type="button"
                ref={partyToggleRef}
                className="main-nav__link main-nav__toggle"
                aria-expanded={partyOpen}
                aria-controls="party-submenu"
                data-testid="party-submenu-toggle"
                onClick={() => setPartyOpen((open) => !open)}
              >
                {t("nav.party")}
                <ChevronIcon />
              </button>
              <ul id="party-submenu" className="submenu" hidden={!partyOpen} data-testid="party-submenu">
                {PARTY_LINKS.map((link) => (
                  <li key={link.path}>
                    <LocalNavLink to={link.path} className="submenu__link" data-testid={navTestId(link.path)}>
                      {t(`nav.${link.key}`)}
                    </LocalNavLink>
                  </li>
                ))}
              </ul>
            </li>
            {MAIN_LINKS.map((link) => (
              <NavItem key={link.path} path={link.path}>
                {t(`nav.${link.key}`)}
              </NavItem>
            ))}
          </ul>

          <div className="main-nav__secondary">
            <ul className="main-nav__list main-nav__utility">
              {UTILITY_LINKS.map((link) => {
                const item = (
                  // The login link hidden, in its place, while the browser asks who is logged in.
                  <NavItem key={link.path} path={link.path} className={link.key === "login" ? "main-nav__item--login" : undefined}>
                    {t(`nav.${link.key}`)}
                  </NavItem>
                );
                // SPEC §6: 'logged in as', from the browser's private call: a page's HTML is the
                // same for everyone (lib/visitor.ts).
                return link.key === "login" && signedIn ? (
                  <Suspense key={link.path} fallback={item}>
                    <AccountItem login={item} />
                  </Suspense>
                ) : (
                  item
                );
              })}
            </ul>

            <ul className="main-nav__external" aria-label={t("nav.external")}>
              <li>
                <ExternalLink href={settings.english_site_url} className="external-link" data-testid="nav-english-site">
                  {t("nav.english")} <ExternalIcon />
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={settings.institute_url} className="external-link" data-testid="nav-institute">
                  {t("nav.institute")} <ExternalIcon />
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={settings.shop_url} className="external-link" data-testid="nav-shop">
                  {t("nav.shop")} <ExternalIcon />
                </ExternalLink>
              </li>
              <li>
                <LocalLink to="/vrienden" className="external-link" data-testid="nav-vrienden">
                  {t("nav.vrienden")}
                </LocalLink>
              </li>
            </ul>
          </div>

          {/* On a phone the bar has no room for them: giving and joining are in the menu. */}
          <ul className="main-nav__cta">
            <li>
              <LocalLink to="/doneer" className="button button--outline" data-testid="menu-doneer">
                {t("nav.doneer")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/word-lid" className="button button--primary" data-testid="menu-word-lid">
                {t("nav.wordLid")}
              </LocalLink>
            </li>
          </ul>

          {partnerSites.length > 0 ? (
            <section className="partner-panel" aria-labelledby="partner-panel-title" data-testid="partner-panel">
              <h2 id="partner-panel-title" className="partner-panel__title">
                {t("partners.title")}
              </h2>
              <ul className="partner-panel__list">
                {partnerSites.map((site) => (
                  <li key={site.key}>
                    <ExternalLink href={site.url} className="partner-panel__link" data-testid={`partner-${site.key}`}>
                      {partnerName(site, locale)}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </nav>

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
