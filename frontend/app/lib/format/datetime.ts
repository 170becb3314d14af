// Times are stored in UTC and shown in Europe/Amsterdam (DESIGN.md §4).
import type { Locale } from "../locale";

export const TIME_ZONE = "Europe/Amsterdam";
const BCP47: Record<Locale, string> = { nl: "nl-NL", en: "en-GB" };

/** The calendar date in Amsterdam at this instant. */
export function amsterdamDate(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** '21 november 2025' / '21 November 2025'. */
export function formatDate(instant: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(BCP47[locale], { timeZone: TIME_ZONE, dateStyle: "long" }).format(new Date(instant));
}

/** '21 november 2025 om 19:30' style, in Amsterdam time. */
export function formatDateTime(instant: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(BCP47[locale], {
    timeZone: TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(instant));
}

/** '19:30'. */
export function formatTime(instant: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(BCP47[locale], { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(
    new Date(instant),
  );
}
