// Who is visiting, in the browser (DESIGN.md §1 "Members from the cache"). A page that is not
// personal (lib/personal-pages.ts) is the same HTML for everyone, kept by the shared cache; what is
// personal on it ('Ingelogd als' in the header, a member's ticket prices, the forms' details) comes
// after hydration from one private call, GET /api/accounts/session (Cache-Control: private,
// no-store). Only a browser with Django's signed-in hint cookie asks (accounts/signed_in.py): an
// anonymous page view costs the backend nothing. A personal page's render read the session itself:
// its root loader data names the user and no call is made.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import type { components } from "./api/schema";
import { useRootData } from "./root-data";

export type Account = components["schemas"]["AccountOut"];
export type PriceGroup = components["schemas"]["PriceGroup"];
type SessionOut = components["schemas"]["SessionOut"];

export interface Visitor {
  user: Account | null;
  /** The group whose ticket prices this visitor pays (SPEC §6). */
  priceGroup: PriceGroup;
  /** For a form that acts on the visitor's session ('' until known, and for anonymous visitors). */
  csrfToken: string;
  /** True while the browser is still asking who is logged in. */
  pending: boolean;
}

export const ANONYMOUS: Visitor = { user: null, priceGroup: "non_member", csrfToken: "", pending: false };
export const SIGNED_IN_COOKIE = "signed_in";
export const SESSION_PATH = "/api/accounts/session";
/** Set on <html> before the first paint while the hint says someone is logged in and the private
 * call has not answered: CSS keeps the header's login link hidden instead of flashing it. */
export const PENDING_ATTRIBUTE = "data-signed-in";

/** Whether the cookies hold the signed-in hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/** Part of the head script (root.tsx): marks <html> when the hint is there, before the first paint. */
export const SIGNED_IN_HEAD_SCRIPT = `(function(){if(/(^|;\\s*)${SIGNED_IN_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(PENDING_ATTRIBUTE)},"pending")})();`;

/** The private call's answer as the page uses it; anonymous when it fails (the page stays usable). */
export async function fetchVisitor(fetcher: typeof fetch = fetch): Promise<Visitor> {
  try {
    const response = await fetcher(SESSION_PATH, { credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) return ANONYMOUS;
    const session = (await response.json()) as SessionOut;
    return { user: session.user ?? null, priceGroup: session.price_group, csrfToken: session.csrf_token, pending: false };
  } catch {
    return ANONYMOUS;
  }
}

const VisitorContext = createContext<Visitor>(ANONYMOUS);

export function VisitorProvider({ children }: { children: ReactNode }) {
  const rootUser = useRootData()?.user ?? null;
  const [asked, setAsked] = useState<Visitor | null>(null);
  const location = useLocation();
  const navigation = useNavigation();
  // A form was sent (a login, a logout, changed details): ask again once it has landed.
  const sent = useRef(false);
  const formMethod = navigation.formMethod?.toUpperCase();
  useEffect(() => {
    if (formMethod && formMethod !== "GET") sent.current = true;
  }, [formMethod]);
  const settled = navigation.state === "idle";
  const hinted = useRef<boolean | null>(null);

  useEffect(() => {
    if (!settled) return;
    const hint = hasSignedInHint(document.cookie);
    const again = sent.current || hint !== hinted.current;
    sent.current = false;
    hinted.current = hint;
    if (!again) return;
    if (!hint) {
      document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- known only in the browser (a cookie)
      setAsked(ANONYMOUS);
      return;
    }
    let current = true;
    void fetchVisitor().then((visitor) => {
      if (!current) return;
      document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
      setAsked(visitor);
    });
    return () => {
      current = false;
    };
  }, [settled, location.key]);

  const visitor = useMemo<Visitor>(() => {
    // A personal page's render knew the user; the private call adds the price group and a token.
    if (rootUser) return { ...(asked ?? ANONYMOUS), user: rootUser, pending: false };
    return asked ?? { ...ANONYMOUS, pending: true };
  }, [rootUser, asked]);
  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}

/** The visitor: anonymous in the server's HTML of a cacheable page and in its hydrating render. */
export function useVisitor(): Visitor {
  return useContext(VisitorContext);
}

/** The logged-in visitor, or null (also while the browser is still asking). */
export function useCurrentUser(): Account | null {
  return useVisitor().user;
}
