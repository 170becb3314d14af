// Country names in the page's language ('Duitsland' / 'Germany'), for the address forms' country lists.
import { INTL_LOCALE, type Locale } from "../locale";

// One Intl.DisplayNames per language and each name once: building one cost a gift form's render
// about as much as the rest of its fields (bench/RESULTS.md, issue 25).
const names = new Map<string, string>();
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** 'DE' → 'Duitsland' (nl) or 'Germany' (en); an unknown code stays as it is. */
export function countryName(code: string, locale: Locale): string {
  const key = `${locale}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    let display = displayNames.get(locale);
    if (!display) displayNames.set(locale, (display = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: "region" })));
    name = display.of(code) ?? code;
    names.set(key, name);
  }
  return name;
}
