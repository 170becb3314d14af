// The logged-in visitor's own payments (gifts, friend gifts, dues, tickets) and the years with a
// tax overview, for /mijn-account. Their receipts and overviews are PDFs the browser fetches straight
// from the API through the proxy (as the data export), with the visitor's own session. Server-only.
import { api } from "../api/client.server";
import { visitorHeaders } from "../auth/session.server";
import { signalFor } from "../content/call.server";
import type { OwnPayments } from "./payments";

/** Null when the list cannot be had now: the rest of the page still shows. */
export async function loadOwnPayments(request: Request): Promise<OwnPayments | null> {
  try {
    const { data, response } = await api.GET("/api/members/me/payments", { headers: visitorHeaders(request), signal: signalFor(request) });
    if (!data) console.error(`own payments: backend answered ${response.status}`);
    return data ?? null;
  } catch (failure) {
    console.error("own payments: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return null;
  }
}
