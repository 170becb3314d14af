// The server's keeper of shared shell markup (lib/shared-markup.ts). Each part is rendered on its
// own with renderToString, within the visitor's language; React supports such a render inside
// another one. Entries live as long as the site settings object they were rendered with (the
// settings are fetched again every minute, lib/site-settings.server.ts): a key names a language
// and a menu item, a footer variant, a form with its page's values (a campaign's amounts, this
// month's prices) or a list's card with its content. Past the bound the part used longest ago goes.
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { SiteIntlProvider } from "../components/SiteIntlProvider";
import type { SharedMarkup } from "./shared-markup";

export const MAX_SHARED_PARTS = 2048;

export function createSharedMarkup(render: (element: ReactElement) => string = renderToString): SharedMarkup {
  const byScope = new WeakMap<object, Map<string, string>>();
  return {
    html(scope, key, locale, children) {
      let parts = byScope.get(scope);
      if (!parts) byScope.set(scope, (parts = new Map()));
      const fullKey = `${locale}|${key}`;
      let html = parts.get(fullKey);
      if (html !== undefined) {
        parts.delete(fullKey); // the most recently used is last
        parts.set(fullKey, html);
      } else {
        html = render(<SiteIntlProvider locale={locale}>{children}</SiteIntlProvider>);
        if (parts.size >= MAX_SHARED_PARTS) parts.delete(parts.keys().next().value!);
        parts.set(fullKey, html);
      }
      return html;
    },
  };
}
