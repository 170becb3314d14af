// Donation calls from loaders and the form's action. Server-only.
import { api } from "../api/client.server";
import { anonymousHeaders } from "../auth/session.server";
import type { components } from "../api/schema";
import { type LoaderArgsLike, answer, checked, signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";
import { normalizePath } from "../shell-layout";

type Schemas = components["schemas"];
export type DonationPageData = Schemas["DonationPageOut"];
export type DonationStatus = Schemas["DonationStatusOut"];
export type DonationInput = Schemas["DonationIn"];

export async function loadDonationPage(args: LoaderArgsLike, path = normalizePath(args.url.pathname)): Promise<DonationPageData> {
  const { locale } = checked(args);
  return answer(args.url, () =>
    api.GET("/api/donations/page", { params: { query: { path, locale } }, signal: signalFor(args.request) }),
  );
}

/** A gift's status; null for an unknown id (the thank-you page then shows its plain thanks). */
export async function loadDonationStatus(request: Request, publicId: string): Promise<DonationStatus | null> {
  const { data } = await api.GET("/api/donations/{public_id}", {
    params: { path: { public_id: publicId } },
    signal: signalFor(request),
  });
  return data ?? null;
}

export type StartResult =
  | { ok: true; checkoutUrl: string }
  | { ok: false; message: string; fields: Record<string, string> };

/** The visitor's address goes along: the API counts tries per visitor (core/abuse.py guard_form). */
export async function startDonation(request: Request, input: DonationInput): Promise<StartResult> {
  try {
    const { data, error } = await api.POST("/api/donations", { body: input, headers: anonymousHeaders(request), signal: signalFor(request) });
    if (data) return { ok: true, checkoutUrl: data.checkout_url };
    const body = error as { message?: string; fields?: Record<string, string> } | undefined;
    return { ok: false, message: body?.message ?? "", fields: body?.fields ?? {} };
  } catch (failure) {
    console.error("donation: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return { ok: false, message: "", fields: {} };
  }
}

export type MonthlyGift = Schemas["MonthlyGiftOut"];
/** Why a stop link shows no gift: tampered with or unknown (404), or too old (410). */
export type LinkProblem = "invalid" | "expired";
export type MonthlyGiftResult = { ok: true; gift: MonthlyGift } | { ok: false; problem: LinkProblem };

function linkProblem(status: number): LinkProblem | null {
  return status === 410 ? "expired" : status === 404 || status === 422 ? "invalid" : null;
}

/** The monthly gift a donor's stop link names; reading it changes nothing. The token is never logged. */
export async function loadMonthlyGift(request: Request, token: string): Promise<MonthlyGiftResult> {
  const call = () => api.GET("/api/donations/monthly/{token}", { params: { path: { token } }, signal: signalFor(request) });
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (error) {
    console.error("donation stop link: backend unreachable:", error instanceof Error ? error.message : error);
    throw backendUnavailable(502);
  }
  if (result.data) return { ok: true, gift: result.data };
  const problem = linkProblem(result.response.status);
  if (problem) return { ok: false, problem };
  throw backendUnavailable(result.response.status >= 500 ? result.response.status : 502);
}

export type StopResult = { ok: true; gift: MonthlyGift } | { ok: false; status: number };

/** Stops the monthly gift; 409 when it had stopped already, 0 when the backend was unreachable. */
export async function stopMonthlyGift(request: Request, token: string): Promise<StopResult> {
  try {
    const { data, response } = await api.POST("/api/donations/monthly/{token}/stop", {
      params: { path: { token } },
      signal: signalFor(request),
    });
    return data ? { ok: true, gift: data } : { ok: false, status: response.status };
  } catch (failure) {
    console.error("donation stop link: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return { ok: false, status: 0 };
  }
}
