// The browser-side duties of the app as a platform (SPEC §4, §9), started once per page: the
// viewport cookie, the hourly build check, reloading at the route after a failed dynamic import,
// and the consent-gated tracking.
import { useEffect } from "react";
import { browserReloadAt } from "../../lib/reload";
import { startReleaseCheck } from "../../lib/release-check";
import type { TrackingConfig } from "../../lib/tracking/config";
import { startViewportTracking } from "../../lib/viewport";
import { TrackingManager } from "./TrackingManager";

export function Platform({ tracking }: { tracking: TrackingConfig | undefined }) {
  useEffect(() => {
    const stopViewport = startViewportTracking();
    const stopReleaseCheck = startReleaseCheck();
    // A component's code-split chunk failed to load (Vite's event): reload here, guarded.
    const onPreloadError = () => {
      browserReloadAt(window.location.pathname + window.location.search + window.location.hash);
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      stopViewport();
      stopReleaseCheck();
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, []);
  return <TrackingManager config={tracking} />;
}
