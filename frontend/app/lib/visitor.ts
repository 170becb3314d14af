// Who is visiting, in the browser (DESIGN.md §1 "Members from the cache"). A page that is not
// personal (lib/personal-pages.ts) is the same HTML for everyone, kept by the shared cache; what is
// personal on it ('Ingelogd als' in the header, a member's ticket prices, the forms' details) comes
// after hydration from one private call, GET /api/accounts/session (Cache-Control: private,
// no-store). Only a browser with Django's signed-in hint cookie asks (lib/signed-in.ts), once per
// login: the answer is kept for the life of the page. A personal page's render read the session
// itself: its root loader data names the user.
import { useEffect, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import type { components } from "./api/schema";
import { useRootData } from "./root-data";
import { PENDING, signedInHint } from "./signed-in";
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

let current = ANONYMOUS;
let askedFor: string | undefined | null = null;
const listeners = new Set<() => void>();

/** Asks again when the hint has come, gone or changed since the last time. */
function refresh() {
  const hint = signedInHint(document.cookie);
  if (hint === askedFor) return;
  askedFor = hint;
  void (hint ? fetchVisitor() : Promise.resolve(ANONYMOUS)).then((visitor) => {
    current = visitor;
    document.documentElement.removeAttribute(PENDING);
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor: anonymous in the server's HTML of a cacheable page and in its hydrating render,
 * until the private call has answered; asked again after every navigation that changed the hint. */
export function useVisitor(): Visitor {
  const rootUser = useRootData()?.user;
  const settled = useNavigation().state === "idle";
  useEffect(() => {
    if (settled) refresh();
  });
  const visitor = useSyncExternalStore(subscribe, () => current, () => ANONYMOUS);
  // A personal page's render knew the user; the private call adds the price group and a token.
  return rootUser ? { ...visitor, user: rootUser } : visitor;
}
