// A list's card as the server keeps it (lib/shared-markup.ts). A card shows its item's content in
// the page's language and nothing of the visitor, so its HTML follows from `data`, which names all
// it shows (the item as the API gave it, and what else the card reads: a relative date's words, a
// link's target), and the site settings it was rendered with. A list page's dozen cards were about
// half of its render (bench/RESULTS.md, issue 25); a card seen before is now a string.
import type { ReactElement } from "react";
import { useLocale } from "use-intl";
import type { Locale } from "../../lib/locale";
import { useSiteSettings } from "../../lib/root-data";
import { useRouterContexts } from "../../lib/router-contexts";
import { useSharedMarkup } from "../../lib/shared-markup";

interface KeptListItemProps {
  kind: string;
  data: unknown;
  children: ReactElement;
  /** The list item's own class and test id, around the kept content. */
  className?: string;
  testId?: string;
}

/** `data` is read on the server only (its key); the browser renders the card itself. */
export function KeptListItem({ kind, data, children, className, testId }: KeptListItemProps) {
  const settings = useSiteSettings();
  const wrap = useRouterContexts();
  const key = import.meta.env.SSR ? `${kind}|${JSON.stringify(data)}` : null;
  return <li className={className} data-testid={testId} {...useSharedMarkup(settings, key, useLocale() as Locale, wrap(children))} />;
}
