// Site settings for the root loader, kept in memory for a short while; never throws.
import { api } from "./api/client.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings";

const TTL_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 5_000;
let cached: { value: SiteSettings; expires: number } | undefined;
let pending: Promise<SiteSettings> | undefined;

async function load(): Promise<SiteSettings> {
  try {
    const { data, error } = await api.GET("/api/site-settings", { signal: AbortSignal.timeout(3_000) });
    if (error || !data) throw new Error("site settings unavailable");
    const value: SiteSettings = { ...DEFAULT_SITE_SETTINGS, ...data };
    cached = { value, expires: Date.now() + TTL_MS };
    return value;
  } catch (error) {
    console.warn("Site settings: falling back to defaults:", error instanceof Error ? error.message : error);
    // Keep serving what we had (or the defaults) and try again soon.
    const value = cached?.value ?? DEFAULT_SITE_SETTINGS;
    cached = { value, expires: Date.now() + RETRY_AFTER_FAILURE_MS };
    return value;
  }
}

export async function getSiteSettings(): Promise<SiteSettings> {
  if (cached && cached.expires > Date.now()) return cached.value;
  // One request at a time, however many pages are being rendered.
  pending ??= load().finally(() => {
    pending = undefined;
  });
  return pending;
}
