// The legion set of SPEC §2.9 lives twice: under /legioen and under /legioen-mgm (the recruit
// flow: its join form records who recruited the newcomer). Pages link within their own set.
import { type Locale, localeFromPath, localizePath, stripLocale } from "../locale";

export type LegionBase = "/legioen" | "/legioen-mgm";

export function legionBase(pathname: string): LegionBase {
  const path = stripLocale(pathname);
  return path === "/legioen-mgm" || path.startsWith("/legioen-mgm/") ? "/legioen-mgm" : "/legioen";
}

/** Where a mail's dashboard link leads: this set, in the visitor's language ('/en/legioen-mgm'). */
export function legionPrefix(pathname: string): "/legioen" | "/legioen-mgm" | "/en/legioen" | "/en/legioen-mgm" {
  return localizePath(legionBase(pathname), localeFromPath(pathname)) as ReturnType<typeof legionPrefix>;
}

/** A page of this set: legionPath('/en/legioen-mgm/doe-mee', 'dashboard') → '/en/legioen-mgm/dashboard'. */
export function legionPath(pathname: string, page: "" | "doe-mee" | "gefeliciteerd" | "dashboard" | "toegang-dashboard", search = ""): string {
  return `${legionPrefix(pathname)}${page ? `/${page}` : ""}${search}`;
}

const CODE = /^[\w-]{1,64}$/;

/** A recruit or referral code from '?ref=': kept only when it looks like one. */
export function refFrom(url: URL): string {
  const ref = url.searchParams.get("ref")?.trim() ?? "";
  return CODE.test(ref) ? ref : "";
}

export const withRef = (ref: string) => (ref ? `?ref=${encodeURIComponent(ref)}` : "");

export type { Locale };
