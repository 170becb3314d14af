// The visitor's Django session, seen from the Node server. Loaders and actions call the API on
// the visitor's behalf: they forward the visitor's cookies, origin and address (so Django's
// session, CSRF check and login limits see the real visitor) and hand any cookies Django sets
// back to the browser. Server-only.
import { redirect } from "react-router";
import { api } from "../api/client.server";
import { setCookiesOf } from "../api/submitted.server";
import type { components } from "../api/schema";
import { localeFromPath, localizePath } from "../locale";
import { signalFor } from "../content/call.server";
import { safeRedirectTarget } from "../safe-url";

export type Account = components["schemas"]["AccountOut"];
export const SESSION_COOKIE = "sessionid";

/** True when the browser sent a session cookie: only then is the visitor possibly logged in. */
export function hasSession(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Headers for a public anonymous form (newsletter, petition, contact, …): the visitor's address
 * and origin, so rate limits and the captcha count per visitor, but never their cookies. Such a
 * call cannot act on the visitor's session, so Django asks no CSRF token for it. Every call also
 * names the locale of the page it comes from (Accept-Language: /en pages are English): Django
 * writes the visitor's mails in it and keeps it as their language (backend/core/i18n.py).
 */
export function anonymousHeaders(request: Request): Record<string, string> {
  const url = new URL(request.url);
  return {
    "accept-language": localeFromPath(url.pathname),
    "x-forwarded-host": request.headers.get("host") ?? url.host,
    "x-forwarded-proto": request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", ""),
    // Django trusts the forwarded chain from loopback only (core/clients.py).
    "x-forwarded-for": request.headers.get("x-forwarded-for") ?? "",
    // Django's CSRF check reads the Origin. No Referer: the page's address may hold a token, which
    // Django's access log would then keep.
    origin: request.headers.get("origin") ?? url.origin,
  };
}

/**
 * Headers that make an API call the visitor's own: their cookies (session, CSRF) go along. Django
 * refuses a POST that carries the session cookie without the CSRF token (core/api_guards.py):
 * pass the token of the page's form for every call that changes something.
 */
export function visitorHeaders(request: Request, csrfToken?: string): Record<string, string> {
  const headers = anonymousHeaders(request);
  const cookie = request.headers.get("cookie");
  if (cookie) headers.cookie = cookie;
  if (csrfToken) headers["x-csrftoken"] = csrfToken;
  return headers;
}

export interface Session {
  user: Account | null;
  csrfToken: string;
  headers: Headers;
}

/** Who is logged in, and a CSRF token for the forms of this page (its cookie in `headers`). */
export async function getSession(request: Request): Promise<Session> {
  const { data, response } = await api.GET("/api/accounts/session", { headers: visitorHeaders(request), signal: signalFor(request) });
  if (!data) throw new Error(`session: backend answered ${response.status}`);
  return { user: data.user ?? null, csrfToken: data.csrf_token, headers: setCookiesOf(response) };
}

/** The logged-in visitor, or none without a session cookie (no backend call then). */
export async function currentUser(request: Request): Promise<Account | null> {
  if (!hasSession(request)) return null;
  try {
    return (await getSession(request)).user;
  } catch (error) {
    console.error("session:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** The login page, coming back to this page afterwards. */
export function loginRedirect(url: URL) {
  const locale = localeFromPath(url.pathname);
  const next = `${url.pathname}${url.search}`;
  return redirect(`${localizePath("/login", locale)}?next=${encodeURIComponent(next)}`);
}

/** The place to return to after login, only on the host the visitor used (no open redirect). */
export function safeNext(value: string | null | undefined, url: URL, fallback: string): string {
  return safeRedirectTarget(value, url, fallback);
}
