// Account calls from the route actions, made on the visitor's behalf (their cookies and CSRF
// token) so that Django's session is theirs; cookies Django sets go back to the browser. Server-only.
import { redirect } from "react-router";
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { setCookiesOf, visitorHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";

type Schemas = components["schemas"];
export type LinkPurpose = "activation" | "password";

export type Outcome<T> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

type Called<T> = { data?: T; error?: unknown; response: Response };

/** One shape for every account answer: the data with Django's cookies, or Django's error. */
export async function outcome<T>(call: () => Promise<Called<T>>): Promise<Outcome<T>> {
  try {
    const { data, error, response } = await call();
    if (response.ok) return { ok: true, data: data as T, headers: setCookiesOf(response) };
    const body = error as { message?: string; fields?: Record<string, string> } | undefined;
    return { ok: false, status: response.status, message: body?.message ?? "", fields: body?.fields ?? {} };
  } catch (failure) {
    console.error("account: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return { ok: false, status: 502, message: "", fields: {} };
  }
}

const options = (request: Request, csrf: string) => ({ headers: visitorHeaders(request, csrf), signal: signalFor(request) });

export const logIn = (request: Request, csrf: string, body: Schemas["LoginIn"]) =>
  outcome(() => api.POST("/api/accounts/login", { body, ...options(request, csrf) }));

export const logOut = (request: Request, csrf: string) => outcome(() => api.POST("/api/accounts/logout", options(request, csrf)));

export const requestLink = (request: Request, csrf: string, purpose: LinkPurpose, email: string) =>
  outcome(() =>
    purpose === "activation"
      ? api.POST("/api/accounts/activation", { body: { email }, ...options(request, csrf) })
      : api.POST("/api/accounts/password-reset", { body: { email }, ...options(request, csrf) }),
  );

export async function checkLink(request: Request, purpose: LinkPurpose, token: string): Promise<Schemas["LinkOut"]> {
  const { data } = await api.GET("/api/accounts/links/{purpose}", { params: { path: { purpose }, query: { token } }, signal: signalFor(request) });
  return data ?? { valid: false, email: "" };
}

export const setPasswordByLink = (request: Request, csrf: string, purpose: LinkPurpose, body: Schemas["PasswordIn"]) =>
  outcome(() => api.POST("/api/accounts/links/{purpose}", { params: { path: { purpose } }, body, ...options(request, csrf) }));

/** After login, activation or logout: go on with Django's new cookies. */
export const redirectWith = (to: string, headers: Headers) => redirect(to, { headers });

export type MemberOverview = Schemas["MemberOut"];

/** The logged-in member's own page; null when the session is gone. */
export async function loadOwnPage(request: Request): Promise<MemberOverview | null> {
  const { data, response } = await api.GET("/api/members/me", { headers: visitorHeaders(request), signal: signalFor(request) });
  if (response.status === 401) return null;
  if (!data) throw new Error(`members/me: backend answered ${response.status}`);
  return data;
}

export const updateDetails = (request: Request, csrf: string, body: Schemas["DetailsIn"]) =>
  outcome(() => api.POST("/api/members/me/details", { body, ...options(request, csrf) }));

export const deleteAccount = (request: Request, csrf: string, password: string) =>
  outcome(() => api.POST("/api/members/me/delete", { body: { password }, ...options(request, csrf) }));
