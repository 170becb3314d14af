// The consent manager's memory (SPEC §4, §2.15). The visitor accepts, refuses or chooses per
// purpose; the answer is kept in local storage (with the text version and time) and, without
// anything that identifies the visitor, recorded on the server. Two purposes:
// - analytics: the analytics script loads only once the stored answer allows it;
// - advertising: mirrored into the flag 'GDPR-fingerprint:accepted', which must equal 'true'
//   (beside a current answer that allows it) before the social-ad pixel loads or a visitor
//   identifier is computed or sent.
export const COOKIE_CONSENT_KEY = "cookie-consent";
/** Raised when the banner's text or purposes change: every visitor is asked again. */
export const COOKIE_CONSENT_VERSION = 2;
export const FINGERPRINT_FLAG_KEY = "GDPR-fingerprint:accepted";
export const CONSENT_CHANGE_EVENT = "consentchange";
export const OPEN_CONSENT_EVENT = "consentopen";

export interface Purposes {
  analytics: boolean;
  advertising: boolean;
}
export type ConsentChoice = "accepted" | "refused" | "custom";
export interface CookieConsent extends Purposes {
  choice: ConsentChoice;
  version: number;
  at: string;
}

export const ALL: Purposes = { analytics: true, advertising: true };
export const NONE: Purposes = { analytics: false, advertising: false };

export function choiceOf({ analytics, advertising }: Purposes): ConsentChoice {
  if (analytics && advertising) return "accepted";
  if (!analytics && !advertising) return "refused";
  return "custom";
}

export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!value || value.version !== COOKIE_CONSENT_VERSION) return null;
    if (typeof value.analytics !== "boolean" || typeof value.advertising !== "boolean") return null;
    const purposes = { analytics: value.analytics, advertising: value.advertising };
    if (value.choice !== choiceOf(purposes)) return null;
    return { ...purposes, choice: value.choice, version: value.version, at: String(value.at ?? "") };
  } catch {
    return null;
  }
}

export function serializeConsent(purposes: Purposes, now: Date = new Date()): string {
  const { analytics, advertising } = purposes;
  return JSON.stringify({ choice: choiceOf(purposes), analytics, advertising, version: COOKIE_CONSENT_VERSION, at: now.toISOString() });
}

type Store = Pick<Storage, "getItem" | "setItem">;

function localStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

export function readConsent(store: Store | null = localStore()): CookieConsent | null {
  try {
    return parseConsent(store?.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null;
  }
}

/**
 * SPEC §4: exactly the string 'true'; anything else (absent, 'false', 'TRUE') is no. The flag only
 * mirrors the banner's answer, so it counts only beside a current one that allows advertising: a
 * flag left from an older COOKIE_CONSENT_VERSION (or with no answer at all) stays silent while the
 * banner asks again.
 */
export function fingerprintAllowed(store: Store | null = localStore()): boolean {
  try {
    return store?.getItem(FINGERPRINT_FLAG_KEY) === "true" && readConsent(store)?.advertising === true;
  } catch {
    return false;
  }
}

export function analyticsAllowed(store: Store | null = localStore()): boolean {
  return readConsent(store)?.analytics === true;
}

/** Stores the answer, mirrors the advertising purpose into the flag and tells every listener. */
export function storeConsent(purposes: Purposes, store: Store | null = localStore()): CookieConsent {
  const raw = serializeConsent(purposes);
  try {
    store?.setItem(COOKIE_CONSENT_KEY, raw);
    store?.setItem(FINGERPRINT_FLAG_KEY, purposes.advertising ? "true" : "false");
  } catch {
    // storage disabled: the choice holds for this page only
  }
  const consent = parseConsent(raw)!;
  if (typeof document !== "undefined") {
    document.documentElement.setAttribute("data-cookie-consent", consent.choice);
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
  }
  return consent;
}

export function onConsentChange(listener: (consent: CookieConsent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CookieConsent>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}

/** The footer's 'Cookie-instellingen' opens the banner again from anywhere. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

/**
 * Runs in <head> before the first paint: marks <html> as scripted ('js') and, when the visitor
 * already answered the banner, sets data-cookie-consent so CSS hides the banner without a flash.
 * The HTML itself stays identical for everyone, so it can be cached.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;d.classList.add("js");try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  COOKIE_CONSENT_KEY,
)})||"null");if(c&&c.version===${COOKIE_CONSENT_VERSION}&&(c.choice==="accepted"||c.choice==="refused"||c.choice==="custom"))d.setAttribute("data-cookie-consent",c.choice)}catch(e){}})();`;
