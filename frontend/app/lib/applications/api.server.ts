// The calls of the forms that reach staff, from route actions. Each goes out with the visitor's
// forwarded address (anonymousHeaders: never their cookies, so no CSRF token is needed), so that the API's rate limits and captcha count per visitor;
// applications go as multipart with the CV. Server-only; personal data is never logged.
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { submitted } from "../api/submitted.server";
import { anonymousHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";
import type { CvRule } from "./schema";

type Schemas = components["schemas"];
export type ContactInput = Schemas["ContactIn"];
export type ApplicantInput = Schemas["ApplicantIn"];
export type CandidateInput = Schemas["CandidateIn"];

const options = (request: Request) => ({ headers: anonymousHeaders(request), signal: signalFor(request) });

/** The CV rule the API applies (size limit, types), for the form and the action's own check. */
export async function loadCvRule(request: Request): Promise<CvRule> {
  try {
    const { data } = await api.GET("/api/applications/rules", { signal: signalFor(request) });
    if (data) return { maxBytes: data.cv_max_bytes, types: data.cv_types, extensions: data.cv_extensions };
  } catch (failure) {
    console.error("application rules: backend unreachable:", failure instanceof Error ? failure.message : failure);
  }
  throw backendUnavailable(502);
}

export function sendContact(request: Request, body: ContactInput) {
  return submitted("contact", () => api.POST("/api/applications/contact", { body, ...options(request) }));
}

/** The form's fields as multipart, the CV (if any) as a file part. */
function multipart(fields: Record<string, unknown>, cv: File | undefined): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  if (cv) form.append("cv", cv, cv.name);
  return form;
}

export function applyForVacancy(request: Request, uuid: string, body: ApplicantInput, cv: File | undefined) {
  return submitted("vacancy application", () =>
    api.POST("/api/applications/vacancies/{uuid}", {
      params: { path: { uuid } },
      body,
      bodySerializer: (fields) => multipart(fields, cv),
      ...options(request),
    }),
  );
}

export function applyAsCandidate(request: Request, body: CandidateInput, cv: File) {
  return submitted("candidate application", () =>
    api.POST("/api/applications/candidates", { body, bodySerializer: (fields) => multipart(fields, cv), ...options(request) }),
  );
}
