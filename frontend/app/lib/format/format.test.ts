import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import {
  ageFromDateString,
  amsterdamDate,
  electionCountdown,
  formatDateTime,
  formatElectionCountdown,
  formatMoney,
  formatRelativeTime,
  keptRelativeTime,
  formatTime,
  relativeTime,
} from "./index";
import type { Translate } from "./translate";

const NBSP = "\u00a0";
const translator = (messages: typeof nl, locale: "nl" | "en", namespace: "time" | "election") =>
  createTranslator({ locale, messages, namespace }) as unknown as Translate;
const nlTime = translator(nl, "nl", "time");
const enTime = translator(en, "en", "time");
const nlElection = translator(nl, "nl", "election");

describe("money (SPEC §9): one formatter, in the page's language", () => {
  it("formats integer cents as euro in nl-NL on the Dutch site", () => {
    expect(formatMoney(2500, "nl")).toBe(`€${NBSP}25,00`);
    expect(formatMoney(500, "nl")).toBe(`€${NBSP}5,00`);
    expect(formatMoney(1, "nl")).toBe(`€${NBSP}0,01`);
    expect(formatMoney(123456789, "nl")).toBe(`€${NBSP}1.234.567,89`);
    expect(formatMoney(0, "nl")).toBe(`€${NBSP}0,00`);
  });

  it("formats them in en-GB on the English site", () => {
    expect(formatMoney(2500, "en")).toBe("€25.00");
    expect(formatMoney(1000, "en")).toBe("€10.00");
    expect(formatMoney(1, "en")).toBe("€0.01");
    expect(formatMoney(1250000, "en")).toBe("€12,500.00");
    expect(formatMoney(1250000, "nl")).toBe(`€${NBSP}12.500,00`);
  });

  it("leaves the cents off whole euros when asked, and keeps them otherwise", () => {
    expect(formatMoney(1000000, "nl", { whole: true })).toBe(`€${NBSP}10.000`);
    expect(formatMoney(1000000, "en", { whole: true })).toBe("€10,000");
    expect(formatMoney(2500, "en", { whole: true })).toBe("€25");
    expect(formatMoney(1250, "nl", { whole: true })).toBe(`€${NBSP}12,50`);
    expect(formatMoney(1250, "en", { whole: true })).toBe("€12.50");
  });

  it("labels a free fee", () => {
    expect(formatMoney(0, "nl", { free: nl.price.free })).toBe("Gratis");
    expect(formatMoney(0, "en", { free: en.price.free })).toBe("Free");
    expect(formatMoney(1250, "en", { free: en.price.free })).toBe("€12.50");
  });

  it("refuses what is not an amount", () => {
    expect(() => formatMoney(Number.NaN, "nl")).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, "en")).toThrow(RangeError);
  });
});

describe("relative time (SPEC §9)", () => {
  const now = new Date("2025-06-15T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each([
    [1 * S, "1 seconde geleden"],
    [2 * S, "2 seconden geleden"],
    [59 * S, "59 seconden geleden"],
    [1 * M, "1 minuut geleden"],
    [59 * M, "59 minuten geleden"],
    [1 * H, "1 uur geleden"],
    [23 * H, "23 uur geleden"],
    [1 * D, "1 dag geleden"],
    [6 * D, "6 dagen geleden"],
    [7 * D, "1 week geleden"],
    [27 * D, "3 weken geleden"],
    [28 * D, "1 maand geleden"],
    [60 * D, "2 maanden geleden"],
    [364 * D, "1 jaar geleden"],
    [365 * D, "1 jaar geleden"],
    [3 * 365 * D, "3 jaar geleden"],
  ])("%i ms ago is '%s'", (ms, text) => {
    expect(formatRelativeTime(ago(ms), now, nlTime)).toBe(text);
  });

  it("counts months under 12, then years", () => {
    expect(relativeTime(ago(335 * 86_400_000), now)).toEqual({ direction: "past", unit: "months", count: 11 });
    expect(relativeTime(ago(360 * 86_400_000), now)).toEqual({ direction: "past", unit: "years", count: 1 });
  });

  it("speaks of the future as 'Begint over N'", () => {
    expect(formatRelativeTime(ahead(2 * H), now, nlTime)).toBe("Begint over 2 uur");
    expect(formatRelativeTime(ahead(1 * D), now, nlTime)).toBe("Begint over 1 dag");
    expect(formatRelativeTime(ahead(14 * D), now, nlTime)).toBe("Begint over 2 weken");
  });

  it("has English equivalents", () => {
    expect(formatRelativeTime(ago(1 * M), now, enTime)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(5 * D), now, enTime)).toBe("5 days ago");
    expect(formatRelativeTime(ahead(3 * H), now, enTime)).toBe("Starts in 3 hours");
  });

  it("takes ISO strings", () => {
    expect(formatRelativeTime("2025-06-15T11:00:00Z", now, nlTime)).toBe("1 uur geleden");
  });

  it("keeps each span's words per language, asking the translator once", () => {
    let asked = 0;
    const counted = (time: Translate): Translate => (key, values) => (asked++, time(key, values));
    for (const [locale, time, text] of [["nl", nlTime, "3 dagen geleden"], ["en", enTime, "3 days ago"]] as const) {
      asked = 0;
      expect(keptRelativeTime(ago(3 * D), now, locale, counted(time))).toBe(text);
      expect(keptRelativeTime(ago(3 * D + H), now, locale, counted(time))).toBe(text);
      expect(asked).toBe(2); // 'days' and 'ago', for the first of the two only
      expect(keptRelativeTime(ahead(3 * D), now, locale, time)).toBe(formatRelativeTime(ahead(3 * D), now, time));
    }
  });
});

describe("election countdown (SPEC §9)", () => {
  // 10:00 in Amsterdam on 1 March 2027
  const now = new Date("2027-03-01T09:00:00Z");
  const text = (date: string | null, at = now) => {
    const countdown = electionCountdown(date, at);
    return countdown && formatElectionCountdown(countdown, nlElection, { wordmark: "FVD" });
  };

  it("thanks when the election is past", () => {
    expect(text("2027-02-28")).toBe("Bedankt voor uw stem!");
    expect(text("2020-03-17")).toBe("Bedankt voor uw stem!");
  });

  it("thanks when the election is 60 or more days away", () => {
    expect(text("2027-04-30")).toBe("Bedankt voor uw stem!"); // 60 days
    expect(text("2027-04-29")).toBe("Nog 59 dagen tot de verkiezingen");
  });

  it("says go vote on the day itself", () => {
    expect(text("2027-03-01")).toBe("Ga vandaag stemmen en stem FVD!");
    // 23:30 Amsterdam time, still election day there although UTC agrees
    expect(text("2027-03-01", new Date("2027-03-01T22:30:00Z"))).toBe("Ga vandaag stemmen en stem FVD!");
  });

  it("uses the singular for one day", () => {
    expect(text("2027-03-02")).toBe("Nog 1 dag tot de verkiezingen");
    // 00:30 Amsterdam on 2 March is still 1 March 23:30 UTC: the Amsterdam calendar counts.
    expect(text("2027-03-02", new Date("2027-03-01T23:30:00Z"))).toBe("Ga vandaag stemmen en stem FVD!");
  });

  it("counts the days otherwise", () => {
    expect(text("2027-03-03")).toBe("Nog 2 dagen tot de verkiezingen");
    expect(text("2027-03-18")).toBe("Nog 17 dagen tot de verkiezingen");
  });

  it("counts calendar days across the DST change", () => {
    expect(text("2027-04-01", new Date("2027-03-27T12:00:00Z"))).toBe("Nog 5 dagen tot de verkiezingen");
  });

  it("shows nothing without a (valid) election date", () => {
    expect(text(null)).toBeNull();
    expect(text("")).toBeNull();
    expect(text("2027-02-30")).toBeNull();
    expect(text("01-03-2027")).toBeNull();
  });
});

describe("age from 'DD-MM-YYYY' (SPEC §9)", () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("counts whole years", () => {
    expect(ageFromDateString("15-03-1990", on("2025-11-21"))).toBe(35);
    expect(ageFromDateString("21-11-2000", on("2025-11-21"))).toBe(25); // birthday today
    expect(ageFromDateString("22-11-2000", on("2025-11-21"))).toBe(24); // birthday tomorrow
    expect(ageFromDateString("20-11-2000", on("2025-11-21"))).toBe(25);
    expect(ageFromDateString("21-11-2025", on("2025-11-21"))).toBe(0);
    expect(ageFromDateString("1-2-2000", on("2025-11-21"))).toBe(25);
  });

  it("gives someone born on 29 February their birthday on 1 March in other years", () => {
    expect(ageFromDateString("29-02-2000", on("2025-02-28"))).toBe(24);
    expect(ageFromDateString("29-02-2000", on("2025-03-01"))).toBe(25);
    expect(ageFromDateString("29-02-2000", on("2024-02-29"))).toBe(24);
  });

  it("uses the Amsterdam calendar", () => {
    // 23:30 UTC on 14 March is already 15 March in Amsterdam
    expect(ageFromDateString("15-03-1990", new Date("2025-03-14T23:30:00Z"))).toBe(35);
  });

  it("returns null for invalid input", () => {
    for (const value of ["", null, undefined, "1990-03-15", "31-02-1990", "29-02-2001", "00-01-2000", "15/03/1990", "abc", "15-13-1990"]) {
      expect(ageFromDateString(value, on("2025-11-21"))).toBeNull();
    }
    expect(ageFromDateString("01-01-2030", on("2025-11-21"))).toBeNull(); // not born yet
  });
});

describe("times in Europe/Amsterdam", () => {
  it("shows the Amsterdam wall clock in summer and winter", () => {
    expect(formatTime("2025-07-01T17:30:00Z", "nl")).toBe("19:30");
    expect(formatTime("2025-12-01T17:30:00Z", "nl")).toBe("18:30");
    expect(formatDateTime("2025-12-01T17:30:00Z", "nl")).toContain("1 december 2025");
    expect(amsterdamDate(new Date("2025-12-31T23:30:00Z"))).toEqual({ year: 2026, month: 1, day: 1 });
  });
});
