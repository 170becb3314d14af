// 'N geleden' / 'Begint over N' (SPEC §9): seconds, minutes, hours, days under 7, weeks under 4,
// months under 12, then years.
import type { Translate } from "./translate";

export type RelativeUnit = "seconds" | "minutes" | "hours" | "days" | "weeks" | "months" | "years";

export interface RelativeTime {
  direction: "past" | "future";
  unit: RelativeUnit;
  count: number;
}

export function relativeTime(date: Date, now: Date): RelativeTime {
  const diffMs = date.getTime() - now.getTime();
  const direction = diffMs > 0 ? "future" : "past";
  const seconds = Math.floor(Math.abs(diffMs) / 1000);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (seconds < 60) return { direction, unit: "seconds", count: seconds };
  if (minutes < 60) return { direction, unit: "minutes", count: minutes };
  if (hours < 24) return { direction, unit: "hours", count: hours };
  if (days < 7) return { direction, unit: "days", count: days };
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return { direction, unit: "weeks", count: weeks };
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return { direction, unit: "months", count: months };
  return { direction, unit: "years", count: Math.max(1, Math.floor(days / 365)) };
}

/** t is the translator of the 'time' namespace of the locale files. */
export function formatRelativeTime(date: Date | string, now: Date, t: Translate): string {
  const { direction, unit, count } = relativeTime(new Date(date), now);
  const amount = t(unit, { count });
  return direction === "past" ? t("ago", { amount }) : t("startsIn", { amount });
}

// The words of each span, per language: a list of articles asks for them a dozen times per render,
// and a catalogue's texts do not change while the code runs. A few hundred spans at most.
const keptTexts = new Map<string, string>();

/** formatRelativeTime, the words kept per language (`t` must be `locale`'s 'time' translator). */
export function keptRelativeTime(date: Date | string, now: Date, locale: string, t: Translate): string {
  const span = relativeTime(new Date(date), now);
  const key = `${locale} ${span.direction} ${span.unit} ${span.count}`;
  let text = keptTexts.get(key);
  if (text === undefined) {
    text = formatRelativeTime(date, now, t);
    keptTexts.set(key, text);
  }
  return text;
}
