// The cookie banner's memory (SPEC §2.15). The full consent logic (tracking, fingerprint) is a later issue.
export const COOKIE_CONSENT_KEY = "cookie-consent";
export const COOKIE_CONSENT_VERSION = 1;

export type ConsentChoice = "accepted" | "refused";
export interface CookieConsent {
  choice: ConsentChoice;
  version: number;
  at: string;
}

export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!value || value.version !== COOKIE_CONSENT_VERSION) return null;
    if (value.choice !== "accepted" && value.choice !== "refused") return null;
    return { choice: value.choice, version: value.version, at: String(value.at ?? "") };
  } catch {
    return null;
  }
}

export function serializeConsent(choice: ConsentChoice, now: Date = new Date()): string {
  return JSON.stringify({ choice, version: COOKIE_CONSENT_VERSION, at: now.toISOString() });
}

export function readConsent(): CookieConsent | null {
  try {
    return parseConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null; // storage disabled
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, serializeConsent(choice));
  } catch {
    // storage disabled: the choice holds for this page only
  }
  document.documentElement.setAttribute("data-cookie-consent", choice);
}

/**
 * Runs in <head> before the first paint: marks <html> as scripted ('js') and, when the visitor
 * already answered the banner, sets data-cookie-consent so CSS hides the banner without a flash.
 * The HTML itself stays identical for everyone, so it can be cached.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;d.classList.add("js");try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  COOKIE_CONSENT_KEY,
)})||"null");if(c&&c.version===${COOKIE_CONSENT_VERSION}&&(c.choice==="accepted"||c.choice==="refused"))d.setAttribute("data-cookie-consent",c.choice)}catch(e){}})();`;
