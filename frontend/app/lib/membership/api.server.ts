// Membership calls from loaders and actions. The member's own calls act for the visitor (their
// session cookie, and the CSRF token on a POST). Server-only.
import { api } from "../api/client.server";
import { submitted } from "../api/submitted.server";
export type { Submitted } from "../api/submitted.server";
import { anonymousHeaders, getSession, hasSession, loginRedirect, visitorHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";

import type { FriendJoinInput, JoinInput, JoinStatus, Member, MembershipOptions, Offer, OfferKind, PayLink } from "./types";

/** A GET the page cannot do without: unreachable or failing (5xx) shows the unknown-error page. */
async function needed<R extends { response: Response }>(label: string, call: () => Promise<R>): Promise<R> {
  let result: R;
  try {
    result = await call();
  } catch (failure) {
    console.error(`${label}: backend unreachable:`, failure instanceof Error ? failure.message : failure);
    throw backendUnavailable(502);
  }
  if (result.response.status >= 500) {
    console.error(`${label}: backend answered ${result.response.status}`);
    throw backendUnavailable(result.response.status);
  }
  return result;
}

export async function loadOptions(request: Request): Promise<MembershipOptions> {
  const { data } = await needed("membership options", () => api.GET("/api/members/options", { signal: signalFor(request) }));
  if (!data) throw backendUnavailable(502);
  return data;
}

/** Why a discount or upgrade link shows no offer: unknown (404), or used or expired (410, with the API's message). */
export type OfferResult = { ok: true; offer: Offer } | { ok: false; status: 404 | 410; message: string };

/** The offer behind a link; the code is never logged. */
export async function loadOffer(request: Request, kind: OfferKind, code: string): Promise<OfferResult> {
  const { data, error, response } = await needed("membership offer", () =>
    api.GET("/api/members/offers/{kind}/{code}", { params: { path: { kind, code } }, signal: signalFor(request) }),
  );
  if (data) return { ok: true, offer: data };
  const message = (error as { message?: string } | undefined)?.message ?? "";
  if (response.status === 410) return { ok: false, status: 410, message };
  if (response.status === 404 || response.status === 422) return { ok: false, status: 404, message };
  throw backendUnavailable(502);
}

/** Public forms send the visitor's address: the API counts tries per visitor (core/abuse.py). */
export function startJoin(request: Request, input: JoinInput) {
  return submitted("membership join", () => api.POST("/api/members/join", { body: input, headers: anonymousHeaders(request), signal: signalFor(request) }));
}

/** A friend joins through their own link (/lidmaatschap-upgrade/{code}): the first payment starts. */
export function startFriendJoin(request: Request, code: string, input: FriendJoinInput) {
  return submitted("membership friend join", () =>
    api.POST("/api/members/upgrade/{code}/join", { params: { path: { code } }, body: input, headers: anonymousHeaders(request), signal: signalFor(request) }),
  );
}

/** The result of joining, for /registreer-bedankt; null for an unknown id (a plain thank-you then). */
export async function loadJoinStatus(request: Request, publicId: string): Promise<JoinStatus | null> {
  try {
    const { data } = await api.GET("/api/members/join/{public_id}", { params: { path: { public_id: publicId } }, signal: signalFor(request) });
    return data ?? null;
  } catch (failure) {
    console.error("membership join status: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return null;
  }
}

export function startUpgrade(request: Request, code: string, idempotencyKey: string) {
  return submitted("membership upgrade", () =>
    api.POST("/api/members/upgrade/{code}", {
      params: { path: { code } },
      body: { idempotency_key: idempotencyKey },
      headers: anonymousHeaders(request),
      signal: signalFor(request),
    }),
  );
}

/** The logged-in visitor's own membership page (null when the session has no user). */
export async function loadMember(request: Request): Promise<Member | null> {
  const { data, response } = await needed("member", () => api.GET("/api/members/me", { headers: visitorHeaders(request), signal: signalFor(request) }));
  if (data) return data;
  if (response.status === 401 || response.status === 403) return null;
  throw backendUnavailable(502);
}

export function payDues(request: Request, csrfToken: string, idempotencyKey: string) {
  return submitted("membership dues", () =>
    api.POST("/api/members/me/dues", {
      headers: visitorHeaders(request, csrfToken),
      body: { idempotency_key: idempotencyKey },
      signal: signalFor(request),
    }),
  );
}

export function renewEarly(request: Request, csrfToken: string, agree: boolean) {
  return submitted("membership early renewal", () =>
    api.POST("/api/members/me/early-renewal", {
      headers: visitorHeaders(request, csrfToken),
      body: { agree },
      signal: signalFor(request),
    }),
  );
}

/**
 * A member's own page: the logged-in visitor's membership and a CSRF token for its form (its
 * cookie in `headers`, to return from the loader); anyone else is sent to /login and back.
 */
export async function loadMemberPage(request: Request, url: URL): Promise<{ member: Member; csrfToken: string; headers: Headers }> {
  if (!hasSession(request)) throw loginRedirect(url);
  const session = await getSession(request);
  if (!session.user) throw loginRedirect(url);
  const member = await loadMember(request);
  if (!member) throw loginRedirect(url);
  return { member, csrfToken: session.csrfToken, headers: session.headers };
}

/** A signed pay link's page (/contributie/betalen/{token}, from a mail): whose dues, which year,
 * how much and whether they are paid; null for a link that is invalid or expired. The token is never logged. */
export async function loadPayLink(request: Request, token: string): Promise<PayLink | null> {
  const { data, response } = await needed("membership pay link", () =>
    api.GET("/api/members/dues/link/{token}", { params: { path: { token } }, signal: signalFor(request) }),
  );
  if (data) return data;
  if (response.status === 404 || response.status === 422) return null;
  throw backendUnavailable(502);
}

/** Pays the dues through a signed pay link, without logging in: the checkout starts. */
export function startPayLink(request: Request, token: string) {
  return submitted("membership pay link", () =>
    api.POST("/api/members/dues/link/{token}", { params: { path: { token } }, headers: anonymousHeaders(request), signal: signalFor(request) }),
  );
}
