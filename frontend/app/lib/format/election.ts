// The election countdown (SPEC §9): 60 or more days away or already past: a thank-you text; on the
// day itself (within the last 24 hours before it ends): the vote-today text; 1 day: the singular
// text; otherwise 'Nog N dagen tot de verkiezingen'. Days are calendar days in Amsterdam.
import { amsterdamDate } from "./datetime";
import type { Translate } from "./translate";

export type ElectionCountdown =
  | { kind: "thanks" }
  | { kind: "today" }
  | { kind: "one-day" }
  | { kind: "days"; days: number };

const DAY_MS = 86_400_000;

/** electionDate is 'YYYY-MM-DD'; null (no election planned or an unreadable date) shows nothing. */
export function electionCountdown(electionDate: string | null | undefined, now: Date): ElectionCountdown | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(electionDate ?? "");
  if (!match) return null;
  const election = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(election).toISOString().slice(0, 10) !== electionDate) return null;
  const today = amsterdamDate(now);
  const days = Math.round((election - Date.UTC(today.year, today.month - 1, today.day)) / DAY_MS);
  if (days < 0 || days >= 60) return { kind: "thanks" };
  if (days === 0) return { kind: "today" };
  if (days === 1) return { kind: "one-day" };
  return { kind: "days", days };
}

/** Whether `now` is election day in Amsterdam (the banner every page then opens with). */
export function isElectionDay(electionDate: string | null | undefined, now: Date): boolean {
  return electionCountdown(electionDate, now)?.kind === "today";
}

/** t is the translator of the 'election' namespace; the vote-today text names the party's wordmark. */
export function formatElectionCountdown(countdown: ElectionCountdown, t: Translate, party: { wordmark: string }): string {
  switch (countdown.kind) {
    case "thanks":
      return t("thanks");
    case "today":
      return t("today", { wordmark: party.wordmark });
    case "one-day":
      return t("oneDay");
    case "days":
      return t("days", { count: countdown.days });
  }
}
