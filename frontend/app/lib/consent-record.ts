// The server-side record of a consent answer: version, choice and time, nothing about the visitor.
// Sent before the answer takes effect and with keepalive: withdrawing consent may reload the page
// at once (components/shell/TrackingManager.tsx), and the record must still arrive.
import type { components } from "./api/schema";
import type { CookieConsent } from "./consent";

type ConsentIn = components["schemas"]["ConsentIn"];

export function recordConsent({ version, analytics, advertising }: Pick<CookieConsent, "version" | "analytics" | "advertising">): void {
  const body: ConsentIn = { version, analytics, advertising };
  fetch("/api/consent", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "omit", // no session cookie: a record of nobody in particular, and no CSRF token needed
    keepalive: true,
  }).catch(() => undefined); // offline or refused: the choice itself is stored in the browser and holds
}
