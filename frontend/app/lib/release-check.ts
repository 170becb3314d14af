// SPEC §4, §7: every 60 minutes the app asks whether a new build is out (lib/release.ts). The code
// that asks, and remembers the answer, comes with the first check or navigation, not with the page
// (DESIGN.md §6).
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function startReleaseCheck(interval = BUILD_CHECK_INTERVAL_MS): () => void {
  const check = () => import("./release").then((release) => release.checkRelease());
  const timer = window.setInterval(() => void check().catch(() => undefined), interval);
  return () => window.clearInterval(timer);
}
