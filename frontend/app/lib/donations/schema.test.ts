import { describe, expect, it } from "vitest";
import { amountCents, donationSchema, eurosToCents } from "./schema";

const messages = (key: string) => `fout:${key}`;
const schema = donationSchema(messages);
const valid = { amount: "2500", frequency: "once", idempotency_key: "abcdefgh-1234", country: "NL" };

describe("donation amounts", () => {
  it("reads Dutch and plain euro amounts into cents", () => {
    expect(eurosToCents("25")).toBe(2500);
    expect(eurosToCents("12,5")).toBe(1250);
    expect(eurosToCents("€ 7.05")).toBe(705);
    expect(eurosToCents("1.000")).toBeNull(); // a thousands dot is ambiguous: refused
    expect(eurosToCents("abc")).toBeNull();
    expect(amountCents({ amount: "other", other_amount: "40" })).toBe(4000);
    expect(amountCents({ amount: "5000" })).toBe(5000);
  });
});

describe("donation form rules", () => {
  it("accepts an anonymous one-off gift", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it("asks for a free amount within bounds", () => {
    const result = schema.safeParse({ ...valid, amount: "other", other_amount: "0,50" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["other_amount", "fout:otherAmount"]]);
  });

  it("needs name and e-mail for a monthly gift and an address for a receipt", () => {
    const monthly = schema.safeParse({ ...valid, frequency: "monthly" });
    expect(monthly.error?.issues[0].message).toBe("fout:nameForMonthly");
    const receipt = schema.safeParse({ ...valid, wants_receipt: true, first_name: "A", last_name: "B", email: "a@b.nl" });
    expect(receipt.error?.issues[0].path).toEqual(["street"]);
  });

  it("refuses a malformed e-mail address", () => {
    expect(schema.safeParse({ ...valid, email: "geen-adres" }).error?.issues[0].message).toBe("fout:email");
  });
});
