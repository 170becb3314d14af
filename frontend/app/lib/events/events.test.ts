import { describe, expect, it } from "vitest";
import { digits, timeLeft } from "./countdown";
import { agendaFilters } from "./filters";
import { eventJsonLd } from "./json-ld";
import { chosenLines, linesFromForm, orderSchema, priceCents, quantityField, totalCents } from "./order";
import type { EventDetail, TicketType } from "./types";

const ticket = (id: number, price: number): TicketType => ({
  id,
  name: `Type ${id}`,
  price_cents: price,
  member_price_cents: price,
  youth_price_cents: price,
  non_member_price_cents: price + 500,
  sales_start: null,
  on_sale: true,
  sold_out: false,
  max_quantity: 10,
});

describe("the countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const left = timeLeft(new Date(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000), now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it("is done at and after the deadline, never negative", () => {
    const now = Date.UTC(2026, 10, 22);
    expect(timeLeft(new Date(now), now).done).toBe(true);
    expect(timeLeft(new Date(now - 5000), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it("shows two digits", () => {
    expect(digits(7)).toBe("07");
    expect(digits(123)).toBe("123");
  });
});

describe("the agenda filters", () => {
  it("keeps known types and well-formed provinces, ignores the rest", () => {
    expect(agendaFilters(new URLSearchParams("soort=JFVD&provincie=noord-holland"))).toEqual({ type: "JFVD", province: "noord-holland" });
    expect(agendaFilters(new URLSearchParams("soort=onzin&provincie=<script>"))).toEqual({ type: null, province: null });
  });
});

describe("the ticket selection", () => {
  const types = [ticket(1, 1000), ticket(2, 0)];

  it("adds up the chosen lines and leaves out zero quantities", () => {
    const lines = chosenLines(types, { [quantityField(types[0])]: 2, [quantityField(types[1])]: 0 });
    expect(lines.map((line) => line.ticketType.id)).toEqual([1]);
    expect(totalCents(lines, "member")).toBe(2000);
    expect(totalCents(lines, "non_member")).toBe(3000);
  });

  it("prices a ticket for the visitor's group, whatever group the cached page was rendered for", () => {
    const type = { ...ticket(1, 1000), price_cents: 1500, youth_price_cents: 400 };
    expect(priceCents(type, "member")).toBe(1000);
    expect(priceCents(type, "youth_member")).toBe(400);
    expect(priceCents(type, "non_member")).toBe(1500);
  });

  it("turns the form's quantity fields into the API's lines", () => {
    expect(linesFromForm({ "qty-1": 2, "qty-2": 0, "qty-x": 3, first_name: "A" })).toEqual([{ ticket_type: 1, quantity: 2 }]);
  });

  it("asks for the contact details and at least one ticket, in the page's words", () => {
    const schema = orderSchema((key) => `msg:${key}`);
    const empty = schema.safeParse({ first_name: "", last_name: "", email: "geen-adres", "qty-1": "0" });
    expect(empty.success).toBe(false);
    const messages = empty.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(["msg:firstName", "msg:lastName", "msg:emailInvalid", "msg:noTickets"]));
    const fine = schema.safeParse({ first_name: "Ada", last_name: "Koper", email: "ada@example.org", "qty-1": "2" });
    expect(fine.success).toBe(true);
  });
});

describe("the Event structured data", () => {
  const event = {
    title: "Avond",
    seo_image: null,
    image: null,
    intro: "",
    search_description: "",
    description_no_html: "Over de avond",
    start_time: "2026-12-02T18:00:00Z",
    end_time: "2026-12-02T21:00:00Z",
    canceled: false,
    sold_out: false,
    location: { name: "Zaal", street: "Straat", number: "1", postal_code: "1000 AB", city: "Utrecht", province: "utrecht", province_label: "Utrecht", country_code: "NL" },
    ticket_types: [ticket(1, 1000)],
  } as unknown as EventDetail;
  const options = { url: "https://example.org/agenda/avond", origin: "https://example.org", organizer: "Partij" };

  it("is scheduled and in stock by default", () => {
    const data = eventJsonLd(event, options);
    expect(data.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(data.offers[0]).toMatchObject({ availability: "https://schema.org/InStock", price: "15.00", priceCurrency: "EUR" });
  });

  it("says cancelled and sold out when the event is", () => {
    const data = eventJsonLd({ ...event, canceled: true, sold_out: true }, options);
    expect(data.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(data.offers[0].availability).toBe("https://schema.org/SoldOut");
  });
});
