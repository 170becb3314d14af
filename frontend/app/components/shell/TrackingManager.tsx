// Puts the consent rules of SPEC §4 to work on every page: the analytics script once the stored
// answer allows it, a page view to the pixel on each route (track() no-ops without the flag), and
// the visitor identifier when the flag is 'true' and the address has a uuid. Withdrawing consent
// stops the pixel at once (track checks on every call) and reloads a page that ran the analytics
// script, so none of its code stays behind.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { analyticsAllowed, fingerprintAllowed, onConsentChange } from "../../lib/consent";
import { analyticsLoaded, configureTracking, type TrackingConfig } from "../../lib/tracking/config";
import { track } from "../../lib/tracking/track";

// The analytics loader itself loads only once consent allows analytics.
const analytics = () => import("../../lib/tracking/analytics");

function sendFingerprintIfAllowed(search: string) {
  // Nothing is loaded for the fingerprint unless both conditions hold.
  if (!fingerprintAllowed() || !new URLSearchParams(search).get("uuid")) return;
  import("../../lib/tracking/fingerprint").then(({ sendFingerprint }) => sendFingerprint(search)).catch(() => undefined);
}

export function TrackingManager({ config }: { config: TrackingConfig | undefined }) {
  const { pathname, search } = useLocation();
  // During render, not in an effect: the pages' own effects (content views) run before ours.
  if (typeof window !== "undefined") configureTracking(config);

  useEffect(() => {
    if (config && analyticsAllowed()) void analytics().then(({ loadAnalytics }) => loadAnalytics(config));
    return onConsentChange((consent) => {
      if (!consent.analytics && analyticsLoaded()) {
        window.location.reload();
        return;
      }
      if (config && consent.analytics) void analytics().then(({ loadAnalytics }) => loadAnalytics(config));
      if (consent.advertising) {
        track({ type: "page_view" });
        sendFingerprintIfAllowed(window.location.search);
      }
    });
  }, [config]);

  useEffect(() => {
    track({ type: "page_view" });
    sendFingerprintIfAllowed(search);
  }, [pathname, search]);

  return null;
}
