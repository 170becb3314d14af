import { describe, expect, it, vi } from "vitest";
import { ticketState } from "../../components/tickets/TicketCard";
import { formatEventTime, formatMoment } from "./format";
import {
  type CheckInEvent,
  type Scan,
  ScanDebouncer,
  chosenEvent,
  defaultEvent,
  looksLikeCode,
  newScanId,
  panelView,
  sendScan,
} from "./scan";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function event(id: number, start: string): CheckInEvent {
  return { id, title: `Evenement ${id}`, start_time: start, tickets: 10, checked_in: 2 };
}

function scan(result: Scan["result"], extra: Partial<Scan> = {}): Scan {
  return {
    result,
    code: "K7QF-9M2X-H4TD",
    ticket_name: "Diner",
    buyer_name: "Voorbeeld Gast 1",
    checked_in_at: null,
    event: event(7, "2026-03-10T17:00:00Z"),
    ...extra,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("the event to start with", () => {
  const now = new Date("2026-03-10T21:30:00Z"); // 22:30 in Amsterdam
  const yesterday = event(1, "2026-03-09T18:00:00Z");
  const tonight = event(2, "2026-03-10T18:00:00Z");
  const tomorrow = event(3, "2026-03-11T18:00:00Z");

  it("is today's event in Amsterdam, even when it started hours ago", () => {
    expect(defaultEvent([yesterday, tonight, tomorrow], now)?.id).toBe(2);
  });

  it("is the next one when none is today, else the first; none without events", () => {
    expect(defaultEvent([yesterday, tomorrow], now)?.id).toBe(3);
    expect(defaultEvent([yesterday], now)?.id).toBe(1);
    expect(defaultEvent([], now)).toBeNull();
  });

  it("counts a start just after midnight in Amsterdam (23:30 UTC) as the next day", () => {
    const lateNight = event(4, "2026-03-10T23:30:00Z"); // 00:30 on 11 March in Amsterdam
    expect(defaultEvent([lateNight, tomorrow], now)?.id).toBe(4); // not today, but the next
    expect(defaultEvent([lateNight, tonight], new Date("2026-03-10T23:45:00Z"))?.id).toBe(4);
  });

  it("takes the event asked for when the list has it", () => {
    expect(chosenEvent([yesterday, tonight], "1", now)?.id).toBe(1);
    expect(chosenEvent([yesterday, tonight], "99", now)?.id).toBe(2);
    expect(chosenEvent([yesterday, tonight], null, now)?.id).toBe(2);
  });
});

describe("camera debouncing", () => {
  it("counts a code held in view once", () => {
    const debouncer = new ScanDebouncer(3000);
    expect(debouncer.accept("A", 0)).toBe(true);
    for (let t = 150; t <= 10_000; t += 150) expect(debouncer.accept("A", t)).toBe(false);
  });

  it("counts the same code again once it was out of view for the quiet time", () => {
    const debouncer = new ScanDebouncer(3000);
    expect(debouncer.accept("A", 0)).toBe(true);
    expect(debouncer.accept("A", 2999)).toBe(false);
    expect(debouncer.accept("A", 6000)).toBe(true);
  });

  it("counts another code at once, and the first again after it", () => {
    const debouncer = new ScanDebouncer(3000);
    expect(debouncer.accept("A", 0)).toBe(true);
    expect(debouncer.accept("B", 100)).toBe(true);
    expect(debouncer.accept("A", 200)).toBe(true);
  });

  it("forgets the last code on reset", () => {
    const debouncer = new ScanDebouncer(3000);
    debouncer.accept("A", 0);
    debouncer.reset();
    expect(debouncer.accept("A", 10)).toBe(true);
  });
});

describe("scan ids", () => {
  it("are UUID v4, also where randomUUID is missing (a page over plain http)", () => {
    expect(newScanId()).toMatch(UUID_V4);
    const insecure = { getRandomValues: (bytes: Uint8Array) => crypto.getRandomValues(bytes) } as unknown as Crypto;
    const ids = new Set(Array.from({ length: 50 }, () => newScanId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("only texts that can be codes are sent", () => {
    expect(looksLikeCode(" k7qf 9m2x h4td ")).toBe(true);
    expect(looksLikeCode("   ")).toBe(false);
    expect(looksLikeCode(`https://example.org/${"x".repeat(40)}`)).toBe(false);
  });
});

describe("sending a scan", () => {
  const request = { event: 7, code: " K7QF-9M2X-H4TD ", scanId: "0b9f6a4e-3c1d-4e2f-8a7b-1c2d3e4f5a6b" };
  const noWait = { waits: [1, 1], sleep: async () => undefined };

  it("posts the event, the trimmed code and the scan id with the CSRF token", async () => {
    const fetch = vi.fn(async () => json(200, scan("valid")));
    const outcome = await sendScan(request, { csrfToken: "tok", fetch, ...noWait });
    expect(outcome).toEqual({ kind: "scanned", scan: scan("valid") });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/check-in");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["x-csrftoken"]).toBe("tok");
    expect(JSON.parse(init.body as string)).toEqual({ event: 7, code: "K7QF-9M2X-H4TD", scan_id: request.scanId });
  });

  it("tries again with the same scan id after a lost connection or a server error", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(200, scan("used")));
    const outcome = await sendScan(request, { csrfToken: "tok", fetch, ...noWait });
    expect(outcome.kind).toBe("scanned");
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).scan_id);
    expect(bodies).toEqual([request.scanId, request.scanId, request.scanId]);
  });

  it("gives up as offline after its tries", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendScan(request, { csrfToken: "tok", fetch, ...noWait })).toEqual({ kind: "offline" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("does not retry a refusal, and passes its status and message on", async () => {
    const fetch = vi.fn(async () => json(404, { message: "Dit evenement bestaat niet." }));
    expect(await sendScan(request, { csrfToken: "tok", fetch, ...noWait })).toEqual({
      kind: "refused",
      status: 404,
      message: "Dit evenement bestaat niet.",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("the result panel", () => {
  it("lets a valid ticket in, green, with the ticket and the buyer", () => {
    expect(panelView({ kind: "scanned", scan: scan("valid", { checked_in_at: "2026-03-10T18:02:00Z" }) })).toEqual({
      tone: "ok",
      title: "result.valid",
      code: "K7QF-9M2X-H4TD",
      ticket: { name: "Diner", buyer: "Voorbeeld Gast 1" },
    });
  });

  it("shows a ticket used before in orange, with the time of its first check-in", () => {
    const view = panelView({ kind: "scanned", scan: scan("used", { checked_in_at: "2026-03-10T18:02:00Z" }) });
    expect(view).toMatchObject({ tone: "warn", title: "result.used", text: "result.usedAt", checkedInAt: "2026-03-10T18:02:00Z" });
  });

  it("stops a wrong event, a cancelled ticket and an unknown code in red, without a name", () => {
    const cases = [
      ["wrong_event", "result.wrongEvent", "result.wrongEventText"],
      ["cancelled", "result.cancelled", "result.cancelledText"],
      ["unknown", "result.unknown", "result.unknownText"],
    ] as const;
    for (const [result, title, text] of cases) {
      const view = panelView({ kind: "scanned", scan: scan(result, { buyer_name: "" }) });
      expect(view).toMatchObject({ tone: "bad", title, text });
      expect(view.ticket).toBeUndefined();
    }
  });

  it("calls a text that is no code unknown, offers a retry when offline, and explains refusals", () => {
    expect(panelView({ kind: "notACode", code: "x".repeat(80) })).toMatchObject({ tone: "bad", title: "result.unknown", code: "x".repeat(40) });
    expect(panelView({ kind: "offline", request: { event: 1, code: "A", scanId: "s" } })).toMatchObject({ title: "offline", retry: true });
    expect(panelView({ kind: "refused", status: 401, message: "" })).toMatchObject({ title: "loggedOut", login: true });
    expect(panelView({ kind: "refused", status: 403, message: "CSRF" })).toMatchObject({ title: "refused.title", reload: true });
    expect(panelView({ kind: "refused", status: 404, message: "Dit evenement bestaat niet." })).toMatchObject({
      title: "failed",
      message: "Dit evenement bestaat niet.",
    });
    expect(panelView({ kind: "checking", code: "A" })).toMatchObject({ tone: "neutral", title: "checking" });
  });
});

describe("ticket page times and states", () => {
  it("shows an evening in Amsterdam time, the end as a time only", () => {
    expect(formatEventTime("2026-03-10T18:00:00Z", "2026-03-10T21:00:00Z", "nl")).toBe("10 maart 2026 om 19:00 – 22:00");
    expect(formatEventTime("2026-07-01T08:00:00Z", "2026-07-05T15:00:00Z", "en")).toBe(
      "1 July 2026 at 10:00 – 5 July 2026 at 17:00",
    );
  });

  it("shows a check-in today as a time, another day with its date", () => {
    const now = new Date("2026-03-10T20:00:00Z");
    expect(formatMoment("2026-03-10T18:02:00Z", "nl", now)).toBe("19:02");
    expect(formatMoment("2026-03-09T18:02:00Z", "nl", now)).toBe("9 maart 2026 om 19:02");
  });

  it("names a ticket's state: valid, checked in, or cancelled (also by its order)", () => {
    expect(ticketState({ status: "valid", checked_in_at: null })).toBe("valid");
    expect(ticketState({ status: "valid", checked_in_at: "2026-03-10T18:02:00Z" })).toBe("checkedIn");
    expect(ticketState({ status: "cancelled", checked_in_at: null })).toBe("cancelled");
    expect(ticketState({ status: "valid", checked_in_at: null }, true)).toBe("cancelled");
  });
});
