// The social-ad pixel: each event is one GET to the pixel's host in the pixel protocol's
// script-free form (e.g. https://www.facebook.com/tr?id=…&ev=PageView&noscript=1). No third-party
// script runs on our pages, no cookies or referrer go along, and the page address goes without its
// query string (a personal link's uuid or a token never leaves the site). keepalive: a checkout
// start is sent while the page moves on to the payment.
import { httpUrl, type TrackingConfig } from "./config";
import type { TrackEvent } from "./track";

const EVENT_NAMES: Record<TrackEvent["type"], string> = {
  page_view: "PageView",
  content_view: "ViewContent",
  checkout_start: "InitiateCheckout",
};

export function pixelUrl(config: TrackingConfig, event: TrackEvent, page: URL, now = Date.now()): string | null {
  const url = httpUrl(config.pixel_url);
  if (!url || !config.pixel_id) return null;
  url.searchParams.set("id", config.pixel_id);
  url.searchParams.set("ev", EVENT_NAMES[event.type]);
  url.searchParams.set("dl", page.origin + page.pathname);
  url.searchParams.set("noscript", "1");
  if (event.type === "content_view") {
    url.searchParams.set("cd[content_type]", event.contentType);
    url.searchParams.set("cd[content_ids]", JSON.stringify([event.id]));
  }
  if (event.type === "checkout_start") {
    url.searchParams.set("cd[content_category]", event.kind);
    if (event.valueCents !== undefined) {
      url.searchParams.set("cd[value]", (event.valueCents / 100).toFixed(2));
      url.searchParams.set("cd[currency]", "EUR");
    }
  }
  url.searchParams.set("ts", String(now));
  return url.href;
}

export function sendPixel(config: TrackingConfig, event: TrackEvent, page: URL): void {
  const src = pixelUrl(config, event, page);
  if (!src) return;
  fetch(src, { mode: "no-cors", keepalive: true, credentials: "omit", referrerPolicy: "no-referrer", cache: "no-store" }).catch(
    () => undefined,
  );
}
