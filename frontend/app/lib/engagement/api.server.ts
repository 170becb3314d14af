// The engagement forms' calls from route actions. Each goes out with the visitor's forwarded
// address (anonymousHeaders: never their cookies, so no CSRF token is needed), so that the API's rate limits and captcha count per visitor, not per
// Node server. Server-only; tokens and personal data are never logged.
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { submitted } from "../api/submitted.server";
import { anonymousHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";

type Schemas = components["schemas"];
export type NewsletterInput = Schemas["NewsletterIn"];
export type SignatureInput = Schemas["SignatureIn"];
export type VolunteerInput = Schemas["VolunteerIn"];
export type SignatureConfirmed = Schemas["SignatureConfirmedOut"];

const options = (request: Request) => ({ headers: anonymousHeaders(request), signal: signalFor(request) });

export function subscribeNewsletter(request: Request, body: NewsletterInput) {
  return submitted("newsletter", () => api.POST("/api/newsletter/subscriptions", { body, ...options(request) }));
}

export function confirmNewsletter(request: Request, token: string) {
  return submitted("newsletter confirmation", () => api.POST("/api/newsletter/confirmation", { body: { token }, ...options(request) }));
}

export function unsubscribeNewsletter(request: Request, token: string) {
  return submitted("newsletter unsubscription", () =>
    api.POST("/api/newsletter/unsubscription", { body: { token }, ...options(request) }),
  );
}

export function signPetition(request: Request, slug: string, body: SignatureInput) {
  return submitted("petition signature", () =>
    api.POST("/api/petitions/{slug}/signatures", { params: { path: { slug } }, body, ...options(request) }),
  );
}

export function confirmSignature(request: Request, token: string) {
  return submitted("petition confirmation", () =>
    api.POST("/api/petitions/signatures/confirmation", { body: { token }, ...options(request) }),
  );
}

export function signUpVolunteer(request: Request, body: VolunteerInput) {
  return submitted("volunteer", () => api.POST("/api/volunteers", { body, ...options(request) }));
}

/** A confirmation or unsubscribe link's refusal: tampered with or unknown (404), or too old (410). */
export type LinkProblem = "invalid" | "expired";
export const linkProblem = (status: number): LinkProblem | null =>
  status === 410 ? "expired" : status === 404 || status === 422 ? "invalid" : null;
