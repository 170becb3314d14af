// formatMoney in the page's language, for components.
import { useCallback } from "react";
import { useLocale } from "use-intl";
import type { Locale } from "../locale";
import { type MoneyOptions, formatMoney } from "./price";

export function useMoney() {
  const locale = useLocale() as Locale;
  return useCallback((cents: number, options?: MoneyOptions) => formatMoney(cents, locale, options), [locale]);
}
