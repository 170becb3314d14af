// The header's menu (SPEC §2.15): the party submenu, the main items, the utility items, the
// external links, the phone's giving and joining buttons and the partner sites. The same on every
// page but for the current page's item, so the server keeps its HTML (lib/shared-markup.ts) unless
// someone is logged in; it is the content of the header's <nav>, whose open state is the header's.
import { lazy, type ReactNode, type RefObject, Suspense } from "react";
import { useLocale, useTranslations } from "use-intl";
import { isActiveLink } from "../../lib/active-link";
import { type Locale, localizePath } from "../../lib/locale";
import { PARTNER_SITE_ORDER, partnerName, type SiteSettings } from "../../lib/site-settings";
import { ExternalLink } from "../ExternalLink";
import { LocalLink, LocalNavLink } from "../LocalLink";
import { ChevronIcon, ExternalIcon } from "./icons";

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

function NavItem({ path, here, children, className }: { path: string; here: string; children: ReactNode; className?: string }) {
  return (
    <li className={className ? `main-nav__item ${className}` : "main-nav__item"}>
      <LocalNavLink to={path} here={here} className="main-nav__link" data-testid={navTestId(path)}>
        {children}
      </LocalNavLink>
    </li>
  );
}

/** Which of the menu's items are the current page's (or its parents'): what a kept menu depends on. */
export function currentMenuItems(here: string, locale: Locale): string {
  return [...PARTY_LINKS, ...MAIN_LINKS, ...UTILITY_LINKS]
    .filter((link) => isActiveLink(here, localizePath(link.path, locale)))
    .map((link) => link.path)
    .join(",");
}

// Its own chunk, fetched only when someone is logged in; the server renders it at once.
const AccountItem = import.meta.env.SSR
  ? (await import("./AccountItem")).AccountItem
  : lazy(() => import("./AccountItem").then((module) => ({ default: module.AccountItem })));

export interface MainMenuProps {
  /** The current page's path: its item is marked. */
  here: string;
  settings: SiteSettings;
  signedIn: boolean;
  partyOpen: boolean;
  onPartyToggle: () => void;
  partyRef?: RefObject<HTMLLIElement | null>;
  partyToggleRef?: RefObject<HTMLButtonElement | null>;
}

export function MainMenuContent({ here, settings, signedIn, partyOpen, onPartyToggle, partyRef, partyToggleRef }: MainMenuProps) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const partnerSites = PARTNER_SITE_ORDER.map((key) => settings.partner_sites.find((site) => site.key === key)).filter(
    (site) => site !== undefined,
  );
  return (
    <>
      <ul className="main-nav__list">
        <li className="main-nav__item main-nav__item--has-sub" ref={partyRef}>
          <button
            type="button"
            ref={partyToggleRef}
            className="main-nav__link main-nav__toggle"
            aria-expanded={partyOpen}
            aria-controls="party-submenu"
            data-testid="party-submenu-toggle"
            onClick={onPartyToggle}
          >
            {t("nav.party")}
            <ChevronIcon />
          </button>
          <ul id="party-submenu" className="submenu" hidden={!partyOpen} data-testid="party-submenu">
            {PARTY_LINKS.map((link) => (
              <li key={link.path}>
                <LocalNavLink to={link.path} here={here} className="submenu__link" data-testid={navTestId(link.path)}>
                  {t(`nav.${link.key}`)}
                </LocalNavLink>
              </li>
            ))}
          </ul>
        </li>
        {MAIN_LINKS.map((link) => (
          <NavItem key={link.path} path={link.path} here={here}>
            {t(`nav.${link.key}`)}
          </NavItem>
        ))}
      </ul>

      <div className="main-nav__secondary">
        <ul className="main-nav__list main-nav__utility">
          {UTILITY_LINKS.map((link) => {
            const item = (
              // The login link hidden, in its place, while the browser asks who is logged in.
              <NavItem key={link.path} path={link.path} here={here} className={link.key === "login" ? "main-nav__item--login" : undefined}>
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
    </>
  );
}
