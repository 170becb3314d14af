// The options of a gift form's country list (donations, friends): the EU countries by name in the
// page's language, then 'outside the EU' (Wfpp: gifts from outside the EU are refused).
import { useLocale } from "use-intl";
import { EU_COUNTRIES, OUTSIDE_EU } from "../../lib/donations/schema";
import { countryName } from "../../lib/format/country";
import type { Locale } from "../../lib/locale";

export function CountryOptions({ outsideEu }: { outsideEu: string }) {
  const locale = useLocale() as Locale;
  return (
    <>
      {EU_COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {countryName(code, locale)}
        </option>
      ))}
      <option value={OUTSIDE_EU}>{outsideEu}</option>
    </>
  );
}
