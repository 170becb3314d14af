// The collapsible text block (SPEC §4): collapsed to 9rem with 'LEES MEER', expanded with 'SLUITEN'.
export const COLLAPSED_MAX_HEIGHT = "9rem";

export interface CollapsibleView {
  labelKey: "readMore" | "close";
  ariaExpanded: boolean;
  maxHeight: string | undefined;
}

export function collapsibleView(expanded: boolean): CollapsibleView {
  return expanded
    ? { labelKey: "close", ariaExpanded: true, maxHeight: undefined }
    : { labelKey: "readMore", ariaExpanded: false, maxHeight: COLLAPSED_MAX_HEIGHT };
}

export const toggleCollapsible = (expanded: boolean): boolean => !expanded;
