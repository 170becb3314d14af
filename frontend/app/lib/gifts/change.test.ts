import { describe, expect, it } from "vitest";
import { giftChangeFrom } from "./change";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("giftChangeFrom", () => {
  it("reads an amount in euros as cents", () => {
    expect(giftChangeFrom(form({ action: "amount", amount: "12,50" }))).toEqual({ change: { action: "amount", amount_cents: 1250 } });
    expect(giftChangeFrom(form({ action: "amount", amount: "abc" }))).toEqual({ invalid: "amount" });
    expect(giftChangeFrom(form({ action: "amount", amount: "0" }))).toEqual({ invalid: "amount" });
  });
  it("reads a pause of months or to a date", () => {
    expect(giftChangeFrom(form({ action: "pause", pause: "3" }))).toEqual({ change: { action: "pause", months: 3 } });
    expect(giftChangeFrom(form({ action: "pause", pause: "2" }))).toEqual({ invalid: "pause" });
    expect(giftChangeFrom(form({ action: "pause", pause: "date", until: "2027-03-01" }))).toEqual({ change: { action: "pause", until: "2027-03-01" } });
    expect(giftChangeFrom(form({ action: "pause", pause: "date", until: "" }))).toEqual({ invalid: "pause" });
    expect(giftChangeFrom(form({ action: "pause", pause: "1", until: "2027-03-01" }))).toEqual({ change: { action: "pause", until: "2027-03-01" } });
  });
  it("accepts only the known intervals and actions", () => {
    expect(giftChangeFrom(form({ action: "interval", interval: "3 months" }))).toEqual({ change: { action: "interval", interval: "3 months" } });
    expect(giftChangeFrom(form({ action: "interval", interval: "2 weeks" }))).toEqual({ invalid: "interval" });
    expect(giftChangeFrom(form({ action: "delete" }))).toEqual({ invalid: "action" });
    expect(giftChangeFrom(form({ action: "stop" }))).toEqual({ change: { action: "stop" } });
  });
});
