// The collapsible text block (SPEC §4): collapsed to 9rem with 'LEES MEER', expanded with 'SLUITEN'.
// The height is in the stylesheet (styles/content.css, by data-expanded): no style attribute, which
// the Content-Security-Policy (style-src 'self') would refuse.

export interface CollapsibleView {
  labelKey: "readMore" | "close";
  ariaExpanded: boolean;
}

export function collapsibleView(expanded: boolean): CollapsibleView {
  return expanded
    ? { labelKey: "close", ariaExpanded: true }
    : { labelKey: "readMore", ariaExpanded: false };
}

export const toggleCollapsible = (expanded: boolean): boolean => !expanded;
