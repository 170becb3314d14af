// Agenda and ticket calls from loaders and actions. The event page and the order act for the
// visitor (their session decides the price group, SPEC §6). Server-only.
import { api } from "../api/client.server";
import { submitted } from "../api/submitted.server";
import { hasSession, visitorHeaders } from "../auth/session.server";
import { type LoaderArgsLike, answer, checked, signalFor } from "../content/call.server";
import type { EventDetail, EventList, EventSummary, OrderConfirmed, OrderInput, OrderStatus, UpcomingEvent } from "./types";
import { type AgendaFilters } from "./filters";

export async function loadEventList(args: LoaderArgsLike, filters: AgendaFilters): Promise<EventList> {
  const { locale } = checked(args);
  const query = { locale, type: filters.type ?? undefined, province: filters.province ?? undefined };
  return answer(args.url, () => api.GET("/api/events", { params: { query }, signal: signalFor(args.request) }));
}

export async function loadEvent(args: LoaderArgsLike): Promise<EventDetail> {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  // Only a visitor with a session may be a member: the others ask without cookies.
  const headers = hasSession(args.request) ? visitorHeaders(args.request) : undefined;
  return answer(args.url, () =>
    api.GET("/api/events/{slug}", { params: { path: { slug }, query: { locale } }, headers, signal: signalFor(args.request) }),
  );
}

export function startOrder(request: Request, input: OrderInput, csrfToken?: string) {
  return submitted("ticket order", () =>
    api.POST("/api/orders", { body: input, headers: visitorHeaders(request, csrfToken), signal: signalFor(request) }),
  );
}

/** The order's state for the e-mail step; null when unknown (a plain explanation then). */
export async function loadOrderStatus(request: Request, publicId: string): Promise<OrderStatus | null> {
  try {
    const { data } = await api.GET("/api/orders/{public_id}", { params: { path: { public_id: publicId } }, signal: signalFor(request) });
    return data ?? null;
  } catch (failure) {
    console.error("order status: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return null;
  }
}

export function confirmOrder(request: Request, token: string) {
  return submitted<OrderConfirmed>("order confirm", () => api.POST("/api/orders/confirm", { body: { token }, signal: signalFor(request) }));
}

/** The next events (`limit`, or the API's default), soonest first, without ticket state (the home
 * page's strip): public content, so an answer the Node server keeps (content-cache.server.ts). */
export function loadUpcomingStrip(request: Request, locale: "nl" | "en", limit?: number): Promise<UpcomingEvent[]> {
  return itemsOrNone(() => api.GET("/api/upcoming-events", { params: { query: { locale, limit } }, signal: signalFor(request) }));
}

/** The upcoming events with their ticket state, soonest first (in a province when given), for a
 * region's page. */
export function loadUpcomingEvents(request: Request, locale: "nl" | "en", province?: string): Promise<EventSummary[]> {
  return itemsOrNone(() => api.GET("/api/events", { params: { query: { locale, province } }, signal: signalFor(request) }));
}

/** A list of events beside a page's own content: none when the agenda cannot be reached (the page
 * shows without them). */
async function itemsOrNone<T>(call: () => Promise<{ data?: { items: T[] } }>): Promise<T[]> {
  try {
    const { data } = await call();
    return data?.items ?? [];
  } catch (failure) {
    console.error("upcoming events: backend unreachable:", failure instanceof Error ? failure.message : failure);
    return [];
  }
}
