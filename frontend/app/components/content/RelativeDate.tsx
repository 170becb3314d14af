// '3 dagen geleden', with the exact date in the title and a machine-readable datetime.
import { useLocale, useTranslations } from "use-intl";
import { formatDateTime, keptRelativeTime, type Translate } from "../../lib/format";
import type { Locale } from "../../lib/locale";

/** `now`: the moment to count from (a list's, for all its cards alike); this render's by default. */
export function RelativeDate({ date, now }: { date: string; now?: Date }) {
  const locale = useLocale() as Locale;
  const text = useRelativeDateText()(date, now ?? new Date());
  return (
    // The server's and the browser's clocks may round differently: the text may change on hydration.
    <time dateTime={date} title={formatDateTime(date, locale)} suppressHydrationWarning>
      {text}
    </time>
  );
}

/** The words RelativeDate shows for a date at a moment, in the page's language. */
export function useRelativeDateText(): (date: string, now: Date) => string {
  const t = useTranslations("time");
  const locale = useLocale() as Locale;
  return (date, now) => keptRelativeTime(date, now, locale, t as unknown as Translate);
}
