// SPEC §9: no route preloads on a data-saver or 2g connection. Apart from the preload queue
// (lib/prefetch.ts), which comes with the preloading code on the first intent (DESIGN.md §6).
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? "").includes("2g"); // '2g' and 'slow-2g'
}

export function browserConnection(): ConnectionInfo | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
