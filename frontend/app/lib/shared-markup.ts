// The parts of the shell that are the same on most pages (the footer, the menu) are rendered by the
// server once and then kept as HTML: they held about 40 % of a content page's render time, a few
// hundred elements that React otherwise renders again for every visitor (bench/RESULTS.md,
// issue 25). The element that holds such a part is rendered as usual; only what is inside it comes
// from the kept HTML on the server. The browser renders the same children and hydrates that HTML
// as if React had written it on the spot: it is the same markup.
//
// What a kept part shows must follow from its key, its scope and its language alone: the key names
// everything else it depends on (which menu item is the current page's, which footer buttons show),
// the scope is the site settings it was rendered with (a new settings object starts afresh), and a
// part that differs per visitor (a logged-in member's menu) is not kept (key null).
import { createContext, type ReactElement, type ReactNode, useContext } from "react";
import type { Locale } from "./locale";

export interface SharedMarkup {
  /** The HTML of `children` in `locale` under `key` within `scope`, rendered on first use. */
  html(scope: object, key: string, locale: Locale, children: ReactElement): string;
}

/** Given by the server's render only (entry.server.tsx); the browser has none. */
export const SharedMarkupContext = /* @__PURE__ */ createContext<SharedMarkup | null>(null);

type HeldContent = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

function useKeptMarkup(scope: object, key: string | null, locale: Locale, children: ReactElement): HeldContent {
  const shared = useContext(SharedMarkupContext);
  if (!shared || key === null) return { children };
  return { dangerouslySetInnerHTML: { __html: shared.html(scope, key, locale, children) } };
}

/** The content props of the element that holds `children`: on the server the kept HTML (key null:
 * none kept, the children are rendered), in the browser the children (whose bundle then carries
 * none of this). */
export const useSharedMarkup: typeof useKeptMarkup = import.meta.env.SSR ? useKeptMarkup : (_scope, _key, _locale, children) => ({ children });
