// The one tracking hook (SPEC §4): track(event) sends a page view, content view or checkout start
// to the social-ad pixel, and does nothing at all unless the flag 'GDPR-fingerprint:accepted' is
// 'true' and a pixel is configured. It is checked on every call, so withdrawing stops it at once.
// The pixel code is loaded on first use only.
import { fingerprintAllowed } from "../consent";
import { isPreviewPath } from "../preview";
import { trackingConfig } from "./config";

export type ContentType = "article" | "position" | "event";
export type CheckoutKind = "ticket" | "donation" | "membership" | "friend";
export type TrackEvent =
  | { type: "page_view" }
  | { type: "content_view"; contentType: ContentType; id: string }
  | { type: "checkout_start"; kind: CheckoutKind; valueCents?: number };

export function trackingActive(): boolean {
  const config = trackingConfig();
  return Boolean(config.pixel_id && config.pixel_url) && fingerprintAllowed();
}

export function track(event: TrackEvent): void {
  // An editor's preview of a draft is nobody's visit (lib/preview.ts).
  if (typeof window === "undefined" || isPreviewPath(window.location.pathname) || !trackingActive()) return;
  const config = trackingConfig();
  const page = new URL(window.location.href);
  import("./pixel")
    .then(({ sendPixel }) => {
      if (trackingActive()) sendPixel(config, event, page);
    })
    .catch(() => undefined);
}
