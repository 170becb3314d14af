// The one place that decides, from the path alone, which parts of the site shell a page gets
// (SPEC §2.13 layout flags and §2.15 header and footer visibility). The English site follows the
// same rules: the /en prefix is stripped first.
import { stripLocale } from "./locale";
import { isUuid } from "./route-params";

export interface ShellLayout {
  /** The Dutch path the rules were applied to (no /en prefix, no trailing slash). */
  path: string;
  /** 'bare': no layout at all, only the page itself (SPEC §2.13). */
  layout: "default" | "bare";
  header: boolean;
  footer: boolean;
  /** /belasting wraps its content in a flex wrapper. */
  flexWrapper: boolean;
  /** The mobile main menu (hamburger) is shown. */
  mobileMenu: boolean;
  /** Where the footer's button row shows: everywhere, or only on desktop (lg and up). */
  footerButtons: "all" | "desktop";
  /** The 'apply as council member' button: every path except home. */
  councilButton: boolean;
  /** A discreet link home (the party's mark) where the header is hidden, except in embeds. */
  homeMark: boolean;
}

// SPEC §2.15: "hidden on paths that start with …". A plain prefix match, on purpose: /legioen-mgm
// (the duplicated legion set of §2.9) starts with /legioen and is a landing page like it, so it is
// header- and footer-less too.
const NO_CHROME_PREFIXES = [
  "/asiel-check",
  "/petitie-voor-vrede",
  "/legioen",
  "/1euro",
  "/demonisering",
  "/content",
  "/embeds",
];
// SPEC §2.13: these exact pages have the header and footer disabled.
const NO_CHROME_PAGES = ["/belasting", "/crypto", "/forumwijzer"];
// SPEC §2.13: no layout at all.
const BARE_PAGES = ["/doneer/oud-oud", "/forumwijzer"];
// SPEC §2.15: no mobile main menu (plus the bare uuid-named page, see below).
const NO_MOBILE_MENU_PAGES = ["/doneer", "/kerst"];

export function normalizePath(pathname: string): string {
  const path = stripLocale(pathname.split(/[?#]/)[0] || "/");
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/** The page at a bare identifier (SPEC §2.1: "one page at a path that is a bare identifier"). */
export function isBareUuidPath(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return segments.length === 1 && isUuid(segments[0]);
}

export function shellLayout(pathname: string): ShellLayout {
  const path = normalizePath(pathname);
  const bare = BARE_PAGES.includes(path);
  const chrome =
    !bare &&
    !NO_CHROME_PAGES.includes(path) &&
    !NO_CHROME_PREFIXES.some((prefix) => path.startsWith(prefix));
  return {
    path,
    layout: bare ? "bare" : "default",
    header: chrome,
    footer: chrome,
    flexWrapper: path === "/belasting",
    mobileMenu: chrome && !NO_MOBILE_MENU_PAGES.includes(path) && !isBareUuidPath(path),
    footerButtons: path === "/doneer" ? "desktop" : "all",
    councilButton: path !== "/",
    homeMark: !chrome && !path.startsWith("/embeds"),
  };
}
