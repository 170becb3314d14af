// Money is integer cents everywhere; on screen it is euro in the page's language (SPEC §9,
// DESIGN.md §4): nl-NL on the Dutch site ('€ 25,00'), en-GB under /en ('€25.00'). The one money
// formatter of the app: components take it from useMoney() (use-money.ts), loaders and actions
// call it with the locale of the path.
import { INTL_LOCALE, type Locale } from "../locale";

const MONEY: Record<Locale, { cents: Intl.NumberFormat; whole: Intl.NumberFormat }> = {
  nl: moneyFormats("nl"),
  en: moneyFormats("en"),
};

function moneyFormats(locale: Locale) {
  return {
    cents: new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "EUR" }),
    whole: new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
  };
}

export interface MoneyOptions {
  /** Whole euros without cents, for goals, thresholds and suggested gifts: '€ 2.500' (an amount with cents keeps them). */
  whole?: boolean;
  /** The text for zero ('Gratis', 'Free': a ticket's fee). */
  free?: string;
}

/** 1250000 → '€ 12.500,00' (nl, with a no-break space as Intl writes it) or '€12,500.00' (en). */
export function formatMoney(cents: number, locale: Locale, { whole = false, free }: MoneyOptions = {}): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  if (cents === 0 && free !== undefined) return free;
  const rounded = Math.round(cents);
  const formats = MONEY[locale] ?? MONEY.nl;
  return (whole && rounded % 100 === 0 ? formats.whole : formats.cents).format(rounded / 100);
}
