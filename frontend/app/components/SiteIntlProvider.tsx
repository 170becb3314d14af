// The texts and formats of the visitor's language, for the whole document (root.tsx) and for a
// part of the shell the server renders on its own (lib/shared-markup.ts).
import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
import { TIME_ZONE } from "../lib/format/datetime";
import type { Locale } from "../lib/locale";
import { messagesOf } from "../locales/catalogues";

export function SiteIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={locale}
      messages={messagesOf(locale)}
      timeZone={TIME_ZONE}
      // A missing text shows its key rather than breaking the page.
      onError={() => undefined}
    >
      {children}
    </IntlProvider>
  );
}
