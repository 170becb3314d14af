// SPEC §4, §7: the build writes builds/latest.json with its id (vite.config.ts); the app fetches it
// every 60 minutes (lib/release-check.ts) and, once the id differs from its own, makes the next
// navigation a full page load (lib/navigation.ts), so the visitor gets the new version.
declare const __BUILD_ID__: string;

export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";
export const BUILD_META_PATH = "/builds/latest.json";

let outdated = false;

export function newReleaseAvailable(): boolean {
  return outdated;
}

/** Asks for the latest build id; any failure leaves things as they are. */
export async function checkRelease(
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
  ownId: string = BUILD_ID,
): Promise<boolean> {
  try {
    const response = await fetchImpl(BUILD_META_PATH, { cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) return outdated;
    const latest = (await response.json()) as { id?: unknown };
    if (typeof latest.id === "string" && latest.id && latest.id !== ownId) outdated = true;
  } catch {
    // offline, or the file is missing (development): try again at the next check
  }
  return outdated;
}

/** For tests only. */
export function resetReleaseState(): void {
  outdated = false;
}
