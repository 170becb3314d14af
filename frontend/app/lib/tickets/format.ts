// Times on the ticket page and at the door, in Amsterdam time (DESIGN.md §4).
import { amsterdamDate, formatDateTime, formatTime } from "../format/datetime";
import type { Locale } from "../locale";

function sameDay(a: Date, b: Date): boolean {
  const x = amsterdamDate(a);
  const y = amsterdamDate(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

/** '21 november 2025 om 19:30 – 22:30', or both dates when the event runs over several days. */
export function formatEventTime(start: string, end: string, locale: Locale): string {
  const from = formatDateTime(start, locale);
  if (!end) return from;
  return `${from} – ${sameDay(new Date(start), new Date(end)) ? formatTime(end, locale) : formatDateTime(end, locale)}`;
}

/** When a ticket went in: only the time on the same day, the date too on another. */
export function formatMoment(instant: string, locale: Locale, now: Date = new Date()): string {
  return sameDay(new Date(instant), now) ? formatTime(instant, locale) : formatDateTime(instant, locale);
}
