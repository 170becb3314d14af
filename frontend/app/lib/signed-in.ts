// Django's signed-in hint (backend/accounts/signed_in.py), as the shell sees it: a cookie the page's
// scripts may read, there while someone is logged in, its value new with every login. It decides
// whether the browser asks who is visiting at all (lib/visitor.ts): an anonymous page view never does.
import { useSyncExternalStore } from "react";

/** Set on <html> before the first paint while the hint says someone is logged in and the private
 * call has not answered: CSS keeps the header's login link hidden instead of flashing it. */
export const PENDING = "data-signed-in";
const HINT = /(?:^|;\s*)signed_in=([^;]*)/;

/** The signed-in hint's value among the cookies, or undefined. */
export const signedInHint = (cookies: string) => HINT.exec(cookies)?.[1];

/** Part of the head script (root.tsx): marks <html> when the hint is there, before the first paint. */
export const SIGNED_IN_HEAD_SCRIPT = `${HINT}.test(document.cookie)&&document.documentElement.setAttribute("${PENDING}","pending");`;

const noSubscription = () => () => {};

/** Whether the hint is there: false in the server's HTML and the hydrating render (the same page
 * for everyone), then the browser's cookie, read again at every render (a login, a logout). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(noSubscription, () => HINT.test(document.cookie), () => false);
}
