// Who is visiting, in the browser (DESIGN.md §1 "Members from the cache"). A page that is not
// personal (lib/personal-pages.ts) is the same HTML for everyone, kept by the shared cache; what is
// personal on it ('Ingelogd als' in the header, a member's ticket prices, the forms' details) comes
// after hydration from one private call, GET /api/accounts/session (Cache-Control: private,
// no-store). Only a browser with Django's signed-in hint cookie asks (accounts/signed_in.py): an
// anonymous page view costs the backend nothing. A personal page's render read the session itself:
// its root loader data names the user and no call is made.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { components } from "./api/schema";
import { useRootData } from "./root-data";
import { fetchVisitor } from "./visitor-call";

export type Account = components["schemas"]["AccountOut"];
export type PriceGroup = components["schemas"]["PriceGroup"];

export interface Visitor {
  user: Account | null;
  /** The group whose ticket prices this visitor pays (SPEC §6). */
  priceGroup: PriceGroup;
  /** For a form that acts on the visitor's session ('' until known, and for anonymous visitors). */
  csrfToken: string;
}

export const ANONYMOUS: Visitor = { user: null, priceGroup: "non_member", csrfToken: "" };
/** Set on <html> before the first paint while the hint says someone is logged in and the private
 * call has not answered: CSS keeps the header's login link hidden instead of flashing it. */
const PENDING = "data-signed-in";
/** The signed-in hint among the cookies; its value is new with every login. */
const HINT = /(?:^|;\s*)signed_in=([^;]*)/;

/** The signed-in hint's value among the cookies, or undefined. */
export const signedInHint = (cookies: string) => HINT.exec(cookies)?.[1];

/** Part of the head script (root.tsx): marks <html> when the hint is there, before the first paint. */
export const SIGNED_IN_HEAD_SCRIPT = `${HINT}.test(document.cookie)&&document.documentElement.setAttribute("${PENDING}","pending");`;

const VisitorContext = createContext(ANONYMOUS);

export function VisitorProvider({ children }: { children: ReactNode }) {
  const rootUser = useRootData()?.user;
  const [asked, setAsked] = useState(ANONYMOUS);
  const settled = useNavigation().state === "idle";
  const hint = useRef<string>(undefined);
  // After hydration, and whenever a navigation has landed (a login, a logout): ask again when the
  // hint has come, gone or changed. Without it, nobody is asked about.
  useEffect(() => {
    const now = signedInHint(document.cookie);
    if (!settled || now === hint.current) return;
    hint.current = now;
    void (now ? fetchVisitor() : Promise.resolve(ANONYMOUS)).then((visitor) => {
      document.documentElement.removeAttribute(PENDING);
      setAsked(visitor);
    });
  });
  // A personal page's render knew the user; the private call adds the price group and a token.
  return <VisitorContext.Provider value={rootUser ? { ...asked, user: rootUser } : asked}>{children}</VisitorContext.Provider>;
}

/** The visitor: anonymous in the server's HTML of a cacheable page and in its hydrating render,
 * until the private call has answered. */
export function useVisitor(): Visitor {
  return useContext(VisitorContext);
}
