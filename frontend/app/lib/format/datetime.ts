// Times are stored in UTC and shown in Europe/Amsterdam (DESIGN.md §4).
import { INTL_LOCALE, type Locale } from "../locale";

export const TIME_ZONE = "Europe/Amsterdam";

// Building an Intl.DateTimeFormat costs far more than formatting with one (an agenda page formats
// hundreds of dates while it renders), so each language and set of options gets one, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter in Amsterdam time for this locale and these options. */
export function amsterdamFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormatter(INTL_LOCALE[locale], options);
}

function cachedFormatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, ...options });
    formatters.set(key, made);
  }
  return made;
}

/** The calendar date in Amsterdam at this instant. */
export function amsterdamDate(instant: Date): { year: number; month: number; day: number } {
  const parts = cachedFormatter("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** '21 november 2025' / '21 November 2025'. */
export function formatDate(instant: Date | string, locale: Locale): string {
  return amsterdamFormat(locale, { dateStyle: "long" }).format(new Date(instant));
}

/** '21 nov 2025' / '21 Nov 2025': a date in a narrow table column. */
export function formatMediumDate(instant: Date | string, locale: Locale): string {
  return amsterdamFormat(locale, { dateStyle: "medium" }).format(new Date(instant));
}

/** '21 november 2025 om 19:30' style, in Amsterdam time. */
export function formatDateTime(instant: Date | string, locale: Locale): string {
  return amsterdamFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(instant));
}

/** '19:30'. */
export function formatTime(instant: Date | string, locale: Locale): string {
  return amsterdamFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(new Date(instant));
}
