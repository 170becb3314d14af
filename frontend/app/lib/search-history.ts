// The history of recently focused elements, kept by the search button (where focus goes back when
// the dialog closes). Apart from lib/search.ts, which comes with the dialog's own code.
export const FOCUS_HISTORY_SIZE = 10;

/** The most recently focused elements, newest first, without repeats. */
export function createFocusHistory<T>(size = FOCUS_HISTORY_SIZE) {
  let items: T[] = [];
  return {
    record(item: T): void {
      items = [item, ...items.filter((other) => other !== item)].slice(0, size);
    },
    /** The newest element that still qualifies (e.g. is in the document and outside the dialog). */
    latest(usable: (item: T) => boolean): T | undefined {
      return items.find(usable);
    },
    items: (): readonly T[] => items,
  };
}
