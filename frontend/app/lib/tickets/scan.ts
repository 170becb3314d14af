// The door scanner's logic, free of React and the DOM: which event to start with, when a code seen
// by the camera counts as a new scan, how one scan is sent (retried with the same scan id, so the
// backend counts it once) and how its answer is shown.
import type { components } from "../api/schema";
import { amsterdamDate } from "../format/datetime";

export type CheckInEvent = components["schemas"]["CheckInEventOut"];
export type Scan = components["schemas"]["ScanOut"];
export type ScanResultValue = Scan["result"];

/** The longest code the API takes; anything longer (a QR code of a web address) is no ticket. */
export const MAX_CODE_LENGTH = 40;

/** Green for in, orange for a second scan of a good ticket, red for anything that may not pass. */
export type Tone = "ok" | "warn" | "bad";

export const RESULT_TONE: Record<ScanResultValue, Tone> = {
  valid: "ok",
  used: "warn",
  wrong_event: "bad",
  cancelled: "bad",
  unknown: "bad",
};

/** The message key (checkIn.result.*) of each answer. */
export const RESULT_KEY: Record<ScanResultValue, "valid" | "used" | "wrongEvent" | "cancelled" | "unknown"> = {
  valid: "valid",
  used: "used",
  wrong_event: "wrongEvent",
  cancelled: "cancelled",
  unknown: "unknown",
};

/** The event to scan for at first: one that starts today (Amsterdam), else the next, else the first. */
export function defaultEvent(events: readonly CheckInEvent[], now: Date = new Date()): CheckInEvent | null {
  if (!events.length) return null;
  const today = amsterdamDate(now);
  const sameDay = (iso: string) => {
    const day = amsterdamDate(new Date(iso));
    return day.year === today.year && day.month === today.month && day.day === today.day;
  };
  return (
    events.find((event) => sameDay(event.start_time)) ??
    events.find((event) => new Date(event.start_time).getTime() >= now.getTime()) ??
    events[0]
  );
}

/** The chosen event: the one asked for when the list has it, else the default. */
export function chosenEvent(events: readonly CheckInEvent[], wanted: string | number | null | undefined, now?: Date) {
  const id = Number(wanted);
  return events.find((event) => event.id === id) ?? defaultEvent(events, now);
}

/**
 * A QR code held in front of the camera is seen many times a second: it counts once, and again
 * only after it has been out of view for `quietMs` (or another code was scanned in between).
 */
export class ScanDebouncer {
  private lastCode = "";
  private lastSeen = Number.NEGATIVE_INFINITY;

  constructor(private readonly quietMs = 3000) {}

  /** True when this sighting is a new scan. */
  accept(code: string, now: number): boolean {
    const again = code === this.lastCode && now - this.lastSeen < this.quietMs;
    this.lastCode = code;
    this.lastSeen = now;
    return !again;
  }

  /** Forget the last code (the scanner switched event, or was stopped). */
  reset(): void {
    this.lastCode = "";
    this.lastSeen = Number.NEGATIVE_INFINITY;
  }
}

/** A scan id (UUID v4) from the browser's random source; randomUUID exists on secure pages only. */
export function newScanId(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === "function") return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ScanRequest {
  event: number;
  code: string;
  scanId: string;
}

/** What one scan came to: the ticket's answer, a refusal (logged out, no right, no such event), or no connection. */
export type ScanOutcome =
  | { kind: "scanned"; scan: Scan }
  | { kind: "refused"; status: number; message: string }
  | { kind: "offline" };

const TRANSIENT = new Set([408, 429, 500, 502, 503, 504]);

interface SendOptions {
  csrfToken: string;
  fetch?: typeof globalThis.fetch;
  /** Waits between tries (ms); one try more than there are waits. */
  waits?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one scan to the API from the browser, with the session's cookies and CSRF token. A failed
 * connection or a passing server error is tried again with the same scan id: the backend answers
 * a scan it has seen with its first answer, so a retry never checks a ticket in twice.
 */
export async function sendScan(request: ScanRequest, options: SendOptions): Promise<ScanOutcome> {
  const { csrfToken, fetch = globalThis.fetch, waits = [400, 1200], sleep = pause } = options;
  const body = JSON.stringify({ event: request.event, code: request.code.trim(), scan_id: request.scanId });
  for (let attempt = 0; ; attempt++) {
    let response: Response | null;
    try {
      response = await fetch("/api/check-in", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json", "x-csrftoken": csrfToken },
        body,
      });
    } catch {
      response = null;
    }
    if (response?.ok) return { kind: "scanned", scan: (await response.json()) as Scan };
    if (response && !TRANSIENT.has(response.status)) {
      const answer = (await response.json().catch(() => null)) as { message?: string } | null;
      return { kind: "refused", status: response.status, message: answer?.message ?? "" };
    }
    if (attempt >= waits.length) return { kind: "offline" };
    await sleep(waits[attempt]);
  }
}

/** A typed or scanned text that cannot be a ticket's code is not sent at all. */
export function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_CODE_LENGTH;
}

/** What the result panel shows: a scan on its way, its answer, or why there is none. */
export type Panel =
  | { kind: "checking"; code: string }
  | { kind: "scanned"; scan: Scan }
  | { kind: "notACode"; code: string }
  | { kind: "offline"; request: ScanRequest }
  | { kind: "refused"; status: number; message: string };

export type PanelTitle =
  | "checking"
  | `result.${(typeof RESULT_KEY)[ScanResultValue]}`
  | "offline"
  | "loggedOut"
  | "refused.title"
  | "failed";

export interface PanelView {
  tone: Tone | "neutral";
  title: PanelTitle;
  /** A sentence under the title (checkIn.*); 'result.usedAt' takes the first check-in's time. */
  text?: "result.usedAt" | "result.wrongEventText" | "result.cancelledText" | "result.unknownText";
  checkedInAt?: string;
  /** Who may come in: for a valid ticket and for one used before (to compare with the person). */
  ticket?: { name: string; buyer: string };
  code?: string;
  /** The API's own sentence (an event that no longer exists). */
  message?: string;
  retry?: boolean;
  login?: boolean;
  /** Refused with 403: no right to scan, or a CSRF token gone stale (logged in again elsewhere). */
  reload?: boolean;
}

const RESULT_TEXT: Partial<Record<ScanResultValue, PanelView["text"]>> = {
  wrong_event: "result.wrongEventText",
  cancelled: "result.cancelledText",
  unknown: "result.unknownText",
};

export function panelView(panel: Panel): PanelView {
  switch (panel.kind) {
    case "checking":
      return { tone: "neutral", title: "checking", code: panel.code };
    case "notACode":
      return { tone: "bad", title: "result.unknown", text: "result.unknownText", code: panel.code.slice(0, MAX_CODE_LENGTH) };
    case "offline":
      return { tone: "warn", title: "offline", code: panel.request.code, retry: true };
    case "refused":
      if (panel.status === 401) return { tone: "bad", title: "loggedOut", login: true };
      if (panel.status === 403) return { tone: "bad", title: "refused.title", reload: true };
      return { tone: "bad", title: "failed", message: panel.status === 404 ? panel.message : undefined };
    case "scanned": {
      const { scan } = panel;
      const view: PanelView = { tone: RESULT_TONE[scan.result], title: `result.${RESULT_KEY[scan.result]}`, code: scan.code };
      if (scan.result === "valid" || scan.result === "used") view.ticket = { name: scan.ticket_name, buyer: scan.buyer_name };
      if (scan.result === "used" && scan.checked_in_at) {
        view.text = "result.usedAt";
        view.checkedInAt = scan.checked_in_at;
      } else if (RESULT_TEXT[scan.result]) view.text = RESULT_TEXT[scan.result];
      return view;
    }
  }
}

/** Door staff are admin users: they log in where the admin does. */
export const STAFF_LOGIN = "/cms/login/";
