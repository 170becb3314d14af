// Named in-memory state entries shared by the app for the life of the page (SPEC §9: the visitor
// identifier is cached in the entry named 'fingerprint').
export type StateKey = "fingerprint";

const entries = new Map<StateKey, unknown>();

export const appState = {
  get<T>(key: StateKey): T | undefined {
    return entries.get(key) as T | undefined;
  },
  set<T>(key: StateKey, value: T): void {
    entries.set(key, value);
  },
  delete(key: StateKey): void {
    entries.delete(key);
  },
};
