// Money is integer cents everywhere; on screen it is euro in the nl-NL format (SPEC §9).
import type { Locale } from "../locale";

const EURO = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** 2500 → '€ 25,00' (with a no-break space, as Intl writes it). */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  return EURO.format(Math.round(cents) / 100);
}

/** A ticket's fee: the 'Free' label (nl 'Gratis') for zero, the price otherwise. */
export function formatFee(cents: number, freeLabel: string): string {
  return cents === 0 ? freeLabel : formatPrice(cents);
}

const WHOLE_EURO = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** Round amounts without cents, for goals and suggested gifts: 250000 → '€ 2.500', 1250 → '€ 12,50'. */
export function formatAmount(cents: number): string {
  return cents % 100 === 0 ? WHOLE_EURO.format(cents / 100) : formatPrice(cents);
}

// Money in the page's language (DESIGN.md §4): nl-NL on the Dutch site, en-GB under /en.
const MONEY: Record<Locale, { cents: Intl.NumberFormat; whole: Intl.NumberFormat }> = {
  nl: { cents: EURO, whole: WHOLE_EURO },
  en: {
    cents: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }),
    whole: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
  },
};

/** 1250000 → '€ 12.500,00' (nl) or '€12,500.00' (en); with `whole`, '€ 10.000' or '€10,000'. */
export function formatMoney(cents: number, locale: Locale, { whole = false } = {}): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  return MONEY[locale][whole ? "whole" : "cents"].format(Math.round(cents) / 100);
}
