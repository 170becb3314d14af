// Donation calls from loaders and the form's action. Server-only.
import { api } from "../api/client.server";
import { anonymousHeaders } from "../auth/session.server";
import type { components } from "../api/schema";
import { type LoaderArgsLike, answer, checked, signalFor } from "../content/call.server";
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

