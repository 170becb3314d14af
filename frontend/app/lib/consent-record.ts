// The server-side record of a consent answer: version, choice and time, nothing about the visitor.
// Loaded when the visitor answers, so pages do not ship it.
import { createApiClient } from "./api/client";
import type { CookieConsent } from "./consent";

export async function recordConsent(consent: CookieConsent): Promise<void> {
  try {
    await createApiClient("").POST("/api/consent", {
      body: { version: consent.version, analytics: consent.analytics, advertising: consent.advertising },
    });
  } catch {
    // Offline or refused: the choice itself is stored in the browser and holds.
  }
}
