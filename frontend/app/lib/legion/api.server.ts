// Legion and member-get-member calls from loaders and actions, made on the visitor's behalf (their
// cookies, address and CSRF token): the dashboard is this browser's session's, a referral link the
// logged-in member's. Cookies Django sets go back to the browser. Server-only.
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { submitted } from "../api/submitted.server";
import { anonymousHeaders, visitorHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";
import type { Locale } from "../locale";
import type { Dashboard, LegionJoinInput, Referral } from "./types";

type Schemas = components["schemas"];
const options = (request: Request, csrf?: string) => ({ headers: visitorHeaders(request, csrf), signal: signalFor(request) });
// Joining and asking for a link are public forms: they go without the visitor's cookies.
const anonymous = (request: Request) => ({ headers: anonymousHeaders(request), signal: signalFor(request) });

export const joinLegion = (request: Request, body: LegionJoinInput) =>
  submitted("legion join", () => api.POST("/api/legion/join", { body, ...anonymous(request) }));

export const requestAccess = (request: Request, body: Schemas["LegionAccessIn"]) =>
  submitted("legion access", () => api.POST("/api/legion/access", { body, ...anonymous(request) }));

/** Spends a dashboard link; on success the answer's cookies open the dashboard in this browser. */
export const spendAccessLink = (request: Request, csrf: string, token: string) =>
  submitted("legion access", () => api.POST("/api/legion/access/use", { body: { token }, ...options(request, csrf) }));

export const endAccess = (request: Request, csrf: string) =>
  submitted("legion access", () => api.POST("/api/legion/access/end", options(request, csrf)));

export const markAction = (request: Request, csrf: string, actionId: number, done: boolean) =>
  submitted("legion action", () =>
    api.POST("/api/legion/dashboard/actions/{action_id}", { params: { path: { action_id: actionId } }, body: { done }, ...options(request, csrf) }),
  );

export const leaveLegion = (request: Request, csrf: string) =>
  submitted("legion leave", () => api.POST("/api/legion/dashboard/leave", options(request, csrf)));

/** The dashboard of this browser's session, or null when it has no access (403). */
export async function loadDashboard(request: Request): Promise<Dashboard | null> {
  let result;
  try {
    result = await api.GET("/api/legion/dashboard", options(request));
  } catch (failure) {
    console.error("legion dashboard: backend unreachable:", failure instanceof Error ? failure.message : failure);
    throw backendUnavailable(502);
  }
  if (result.data) return result.data;
  if (result.response.status === 403) return null;
  console.error(`legion dashboard: backend answered ${result.response.status}`);
  throw backendUnavailable(502);
}

/** The logged-in member's referral link (null when the session has no user: 401). */
export async function loadReferral(request: Request): Promise<Referral | null> {
  let result;
  try {
    result = await api.GET("/api/legion/referral", options(request));
  } catch (failure) {
    console.error("referral: backend unreachable:", failure instanceof Error ? failure.message : failure);
    throw backendUnavailable(502);
  }
  if (result.data) return result.data;
  if (result.response.status === 401) return null;
  console.error(`referral: backend answered ${result.response.status}`);
  throw backendUnavailable(502);
}

export const createReferral = (request: Request, csrf: string) =>
  submitted("referral", () => api.POST("/api/legion/referral", options(request, csrf)));

/** Whether a shared code is a member's referral code; false when the backend cannot say. */
export async function referralCodeExists(request: Request, code: string): Promise<boolean> {
  try {
    const { data } = await api.GET("/api/legion/referral/codes/{code}", { params: { path: { code } }, signal: signalFor(request) });
    return data?.valid ?? false;
  } catch (failure) {
    console.error("referral code: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return false;
  }
}

/** The CMS page at this path when editors made one (the intro pages), else null. */
export async function optionalCmsPage(request: Request, path: string, locale: Locale) {
  try {
    const { data } = await api.GET("/api/pages/resolve", { params: { query: { path, locale } }, signal: signalFor(request) });
    return data ?? null;
  } catch (failure) {
    console.error(`CMS page ${path}: backend unreachable:`, failure instanceof Error ? failure.message : failure);
    return null;
  }
}
