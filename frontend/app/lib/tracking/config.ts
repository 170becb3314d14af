// Which third parties may be contacted at all, from the site settings (backend environment).
import type { components } from "../api/schema";

export type TrackingConfig = components["schemas"]["TrackingOut"];

export const NO_TRACKING: TrackingConfig = { pixel_id: "", pixel_url: "", analytics_script_url: "", analytics_site: "" };

let current: TrackingConfig = NO_TRACKING;

export function configureTracking(config: TrackingConfig | undefined): void {
  current = config ?? NO_TRACKING;
}

export function trackingConfig(): TrackingConfig {
  return current;
}

/** Only http(s) URLs are ever requested. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/** The id of the analytics <script> once added (tracking/analytics.ts). */
export const ANALYTICS_SCRIPT_ID = "analytics-script";

/** Whether the analytics script was added to this page (here, not in analytics.ts: the
 * TrackingManager asks on every consent change, and the loader itself loads only with consent). */
export function analyticsLoaded(doc: Document = document): boolean {
  return doc.getElementById(ANALYTICS_SCRIPT_ID) !== null;
}
