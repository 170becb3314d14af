// Age in whole years from a day-month-year string (SPEC §9), on the Amsterdam calendar.
import { amsterdamDate } from "./datetime";

/**
 * '15-03-1990' → 35 (on 2025-11-21). Invalid, impossible or future dates give null. Someone born
 * on 29 February has their birthday on 1 March in other years.
 */
export function ageFromDateString(value: string | null | undefined, now: Date = new Date()): number | null {
  const match = /^\s*(\d{1,2})-(\d{1,2})-(\d{4})\s*$/.exec(value ?? "");
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  const today = amsterdamDate(now);
  let age = today.year - year;
  if (today.month < month || (today.month === month && today.day < day)) age -= 1;
  return age >= 0 ? age : null;
}
