// Account calls from the route actions, made on the visitor's behalf (their cookies and CSRF
// token) so that Django's session is theirs; cookies Django sets go back to the browser. Server-only.
import { redirect } from "react-router";
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { submitted } from "../api/submitted.server";
import { visitorHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";

type Schemas = components["schemas"];
export type LinkPurpose = "activation" | "password";

const options = (request: Request, csrf: string) => ({ headers: visitorHeaders(request, csrf), signal: signalFor(request) });

export const logIn = (request: Request, csrf: string, body: Schemas["LoginIn"]) =>
  submitted("account", () => api.POST("/api/accounts/login", { body, ...options(request, csrf) }));

export const logOut = (request: Request, csrf: string) => submitted("account", () => api.POST("/api/accounts/logout", options(request, csrf)));

export const requestLink = (request: Request, csrf: string, purpose: LinkPurpose, email: string) =>
  submitted("account", () =>
    purpose === "activation"
      ? api.POST("/api/accounts/activation", { body: { email }, ...options(request, csrf) })
      : api.POST("/api/accounts/password-reset", { body: { email }, ...options(request, csrf) }),
  );

export async function checkLink(request: Request, purpose: LinkPurpose, token: string): Promise<Schemas["LinkOut"]> {
  // The token in the body, never in the address: Django's access log keeps addresses.
  const { data } = await api.POST("/api/accounts/links/{purpose}/check", { params: { path: { purpose } }, body: { token }, signal: signalFor(request) });
  return data ?? { valid: false, email: "" };
}

export const setPasswordByLink = (request: Request, csrf: string, purpose: LinkPurpose, body: Schemas["PasswordIn"]) =>
  submitted("account", () => api.POST("/api/accounts/links/{purpose}", { params: { path: { purpose } }, body, ...options(request, csrf) }));

/** After login, activation or logout: go on with Django's new cookies. */
export const redirectWith = (to: string, headers: Headers) => redirect(to, { headers });

export const updateDetails = (request: Request, csrf: string, body: Schemas["DetailsIn"]) =>
  submitted("account", () => api.POST("/api/members/me/details", { body, ...options(request, csrf) }));

export const deleteAccount = (request: Request, csrf: string, password: string) =>
  submitted("account", () => api.POST("/api/members/me/delete", { body: { password }, ...options(request, csrf) }));

/** Cancel at the end of the paid period, or withdraw that notice while the membership is active. */
export const cancelMembership = (request: Request, csrf: string, undo: boolean) =>
  submitted("account", () =>
    undo ? api.POST("/api/members/me/cancel/undo", options(request, csrf)) : api.POST("/api/members/me/cancel", options(request, csrf)),
  );
