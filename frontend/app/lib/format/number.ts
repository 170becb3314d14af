// Numbers in the page's language: nl-NL on the Dutch site, en-GB under /en (DESIGN.md §4).
import { INTL_LOCALE, type Locale } from "../locale";

// Made once per language: building an Intl.NumberFormat costs far more than formatting with it
// (the home page's audience counts built eight per render).
const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat(INTL_LOCALE.nl),
  en: new Intl.NumberFormat(INTL_LOCALE.en),
};

/** 285000 → '285.000' (nl) or '285,000' (en). */
export function formatNumber(value: number, locale: Locale): string {
  return NUMBERS[locale].format(value);
}
