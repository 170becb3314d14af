import { describe, expect, it } from "vitest";
import { knownDetails } from "./known-visitor";

const member = {
  email: "lid@example.org",
  first_name: "Lotte",
  last_name: "Demolid",
  is_member: true,
  contact: { street: "Voorbeeldlaan 12", postal_code: "1234 AB", city: "Voorbeeld", phone: "" },
};

describe("knownDetails", () => {
  it("gives an anonymous visitor nothing", () => {
    expect(knownDetails(null, ["first_name", "email"])).toEqual({});
  });

  it("fills in the asked fields from the member's record, under each form's own names", () => {
    expect(knownDetails(member, ["name", "email", "place"])).toEqual({ name: "Lotte Demolid", email: "lid@example.org", place: "Voorbeeld" });
    expect(knownDetails(member, ["first_name", "street", "postal_code"])).toEqual({
      first_name: "Lotte",
      street: "Voorbeeldlaan 12",
      postal_code: "1234 AB",
    });
  });

  it("leaves out what the record does not have, so the field stays empty for the visitor to fill in", () => {
    expect(knownDetails(member, ["phone", "email"])).toEqual({ email: "lid@example.org" });
  });
});
