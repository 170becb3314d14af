// '3 dagen geleden', with the exact date in the title and a machine-readable datetime.
import { useLocale, useTranslations } from "use-intl";
import { formatDateTime, keptRelativeTime, type Translate } from "../../lib/format";
import type { Locale } from "../../lib/locale";

export function RelativeDate({ date }: { date: string }) {
  const t = useTranslations("time");
  const locale = useLocale() as Locale;
  return (
    // The server's and the browser's clocks may round differently: the text may change on hydration.
    <time dateTime={date} title={formatDateTime(date, locale)} suppressHydrationWarning>
      {keptRelativeTime(date, new Date(), locale, t as unknown as Translate)}
    </time>
  );
}
