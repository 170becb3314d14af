// Where focus goes when a form is refused (issue 24, WCAG 3.3.1 and 2.4.3): to its first invalid
// field, else to the error summary that says why. One rule for every form: Conform applies the first
// half when it reports errors; the summary (FormAlert) and the ticket modal's steps call this.

const INVALID = '[aria-invalid="true"]:not([disabled])';

/**
 * Focuses the first field in `scope` marked invalid, or `summary` when none is. With `onlySummary`
 * a marked field is left alone (it has focus already) and only the summary case acts. Returns the
 * element that took focus, or null.
 */
export function focusFirstError(scope: ParentNode, summary?: HTMLElement | null, { onlySummary = false } = {}): HTMLElement | null {
  const field = scope.querySelector<HTMLElement>(INVALID);
  if (field) {
    if (onlySummary) return null;
    field.focus();
    return field;
  }
  if (!summary) return null;
  summary.focus();
  return summary;
}

/** The first control a visitor fills in or operates in `scope`, for a step that just opened. */
export function firstControl(scope: ParentNode): HTMLElement | null {
  const usable = ':not([disabled]):not([tabindex="-1"])';
  return scope.querySelector<HTMLElement>(`input:not([type=hidden])${usable}, select${usable}, textarea${usable}`);
}
