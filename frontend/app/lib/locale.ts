// The locale lives in the URL: the English site is the Dutch route table under /en.
export type Locale = "nl" | "en";
export const LOCALES: readonly Locale[] = ["nl", "en"];
export const DEFAULT_LOCALE: Locale = "nl";
/** The Intl language of each site language (DESIGN.md §4): dates, numbers and money are formatted in it. */
export const INTL_LOCALE: Record<Locale, string> = { nl: "nl-NL", en: "en-GB" };

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "nl";
}

/** The path without its /en prefix: the Dutch path the spec talks about. Always starts with '/'. */
export function stripLocale(pathname: string): string {
  if (pathname === "/en") return "/";
  if (pathname.startsWith("/en/")) return pathname.slice(3) || "/";
  return pathname || "/";
}

/** The same (Dutch) path in the given locale: '/privacy' → '/en/privacy', '/' → '/en'. */
export function localizePath(path: string, locale: Locale): string {
  const base = stripLocale(path);
  if (locale === "nl") return base;
  return base === "/" ? "/en" : `/en${base}`;
}

/** The current path in the other locale, keeping the query string. */
export function alternatePath(pathname: string, search: string, locale: Locale): string {
  return localizePath(pathname, locale) + (search ?? "");
}
