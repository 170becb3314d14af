// Ticket page and door scanner calls from loaders and actions. The ticket key and codes are never
// logged. Server-only.
import { api } from "../api/client.server";
import type { components } from "../api/schema";
import { submitted } from "../api/submitted.server";
import { redirect } from "react-router";
import { getSession, hasSession, visitorHeaders } from "../auth/session.server";
import { type LoaderArgsLike, answer, checked, signalFor } from "../content/call.server";
import { backendUnavailable } from "../http";
import { type CheckInEvent, STAFF_LOGIN } from "./scan";

export type Tickets = components["schemas"]["TicketsOut"];

/** The tickets of one order behind its unguessable key; an unknown key is the 404 page. */
export async function loadTickets(args: LoaderArgsLike): Promise<Tickets> {
  checked(args);
  const key = args.params.key ?? "";
  return answer(args.url, () =>
    api.GET("/api/tickets/{ticket_key}", { params: { path: { ticket_key: key } }, signal: signalFor(args.request) }),
  );
}

export type DoorPage =
  | { allowed: true; events: CheckInEvent[]; csrfToken: string; headers: Headers }
  | { allowed: false; name: string; headers: Headers };

/**
 * The scanner's page: only for a logged-in user with the right to scan (the API decides). Anyone
 * not logged in goes to the admin's login (door staff are admin users) and comes back; a user without the right gets `allowed: false`.
 */
export async function loadDoorPage(request: Request, url: URL): Promise<DoorPage> {
  if (!hasSession(request)) throw staffLoginRedirect(url);
  const session = await getSession(request);
  if (!session.user) throw staffLoginRedirect(url);
  let result;
  try {
    result = await api.GET("/api/check-in/events", { headers: visitorHeaders(request), signal: signalFor(request) });
  } catch (failure) {
    console.error("check-in events: backend unreachable:", failure instanceof Error ? failure.message : failure);
    throw backendUnavailable(502);
  }
  const { data, response } = result;
  if (response.status === 401) throw staffLoginRedirect(url);
  if (response.status === 403) {
    const name = `${session.user.first_name} ${session.user.last_name}`.trim() || session.user.email;
    return { allowed: false, name, headers: session.headers };
  }
  if (!data) {
    console.error(`check-in events: backend answered ${response.status}`);
    throw backendUnavailable(response.status >= 500 ? response.status : 502);
  }
  return { allowed: true, events: data, csrfToken: session.csrfToken, headers: session.headers };
}

/** One scan typed into the form without JavaScript (the page's own scans go from the browser). */
export function postScan(request: Request, csrfToken: string, scan: { event: number; code: string; scanId: string }) {
  return submitted("check-in", () =>
    api.POST("/api/check-in", {
      headers: visitorHeaders(request, csrfToken),
      body: { event: scan.event, code: scan.code, scan_id: scan.scanId },
      signal: signalFor(request),
    }),
  );
}

/** Door staff are admin users: the admin's login, coming back to the scanner afterwards. */
export function staffLoginRedirect(url: URL) {
  return redirect(`${STAFF_LOGIN}?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
