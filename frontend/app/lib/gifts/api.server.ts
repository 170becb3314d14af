// A giver's recurring gifts through the API: by the signed link of a mail (no login; the token is
// never logged) or as the logged-in person on /mijn-account (their cookies and CSRF token).
// Server-only.
import { api } from "../api/client.server";
import { submitted, type Submitted } from "../api/submitted.server";
import { visitorHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";
import type { GiftChange, GiftKind, RecurringGift } from "./change";

export type LinkProblem = "invalid" | "expired";
export type GiftResult = { ok: true; gift: RecurringGift } | { ok: false; problem: LinkProblem };

const problemOf = (status: number): LinkProblem | null => (status === 410 ? "expired" : status === 404 || status === 422 ? "invalid" : null);

function read(request: Request, kind: GiftKind, token: string) {
  const options = { params: { path: { token } }, signal: signalFor(request) };
  return kind === "monthly" ? api.GET("/api/donations/monthly/{token}", options) : api.GET("/api/friends/manage/{token}", options);
}

/** The gift a manage link names; reading it changes nothing (mail scanners follow links). */
export async function loadGiftByLink(request: Request, kind: GiftKind, token: string): Promise<GiftResult> {
  let result: Awaited<ReturnType<typeof read>>;
  try {
    result = await read(request, kind, token);
  } catch (error) {
    console.error("gift manage link: backend unreachable:", error instanceof Error ? error.message : error);
    throw backendUnavailable(502);
  }
  if (result.data) return { ok: true, gift: result.data };
  const problem = problemOf(result.response.status);
  if (problem) return { ok: false, problem };
  throw backendUnavailable(result.response.status >= 500 ? result.response.status : 502);
}

/** A change by the manage link: the gift as it is now, or the API's refusal. */
export function changeGiftByLink(request: Request, kind: GiftKind, token: string, body: GiftChange): Promise<Submitted<RecurringGift>> {
  const options = { params: { path: { token } }, body, signal: signalFor(request) };
  return submitted("gift manage link", () =>
    kind === "monthly" ? api.POST("/api/donations/monthly/{token}", options) : api.POST("/api/friends/manage/{token}", options),
  );
}

/** The logged-in person's running and paused recurring gifts ([] when none, or on a failure). */
export async function loadMyGifts(request: Request): Promise<RecurringGift[]> {
  try {
    const { data } = await api.GET("/api/members/me/gifts", { headers: visitorHeaders(request), signal: signalFor(request) });
    return data ?? [];
  } catch (error) {
    console.error("my gifts: backend unreachable:", error instanceof Error ? error.message : error);
    return [];
  }
}

export const changeMyGift = (request: Request, csrf: string, kind: GiftKind, ref: string, body: GiftChange) =>
  submitted("my gifts", () =>
    api.POST("/api/members/me/gifts/{kind}/{ref}", {
      params: { path: { kind, ref } },
      body,
      headers: visitorHeaders(request, csrf),
      signal: signalFor(request),
    }),
  );
