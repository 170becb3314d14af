// SPEC §4 campaign tracking: utm_id and utm_content_id are kept in session storage on first sight
// and never overwritten; sign-ups and gifts carry them to the backend.
export const CAMPAIGN_KEYS = ["utm_id", "utm_content_id"] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
const MAX_LENGTH = 100;

type Store = Pick<Storage, "getItem" | "setItem">;

export function rememberCampaign(search: string, store: Store): void {
  const params = new URLSearchParams(search);
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_LENGTH);
    if (value && store.getItem(key) === null) store.setItem(key, value);
  }
}

export function rememberedCampaign(store: Store): Record<CampaignKey, string> {
  return { utm_id: store.getItem("utm_id") ?? "", utm_content_id: store.getItem("utm_content_id") ?? "" };
}

/** Session storage, or nothing where the browser refuses it (private modes, sandboxed frames). */
export function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
