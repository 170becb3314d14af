import { describe, expect, it } from "vitest";
import { guardedBody, newsletterSchema, signatureSchema, volunteerSchema } from "./schema";

const messages = (key: string) => `fout:${key}`;
const issues = (schema: { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: Record<string, unknown>) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
const guard = { consent: true, consent_version: "nieuwsbrief-1-nl" };

describe("newsletter form rules", () => {
  const schema = newsletterSchema(messages);

  it("accepts an address, a name and the consent", () => {
    expect(issues(schema, { email: "a@example.org", name: "Anna", ...guard })).toEqual([]);
  });

  it("names every missing field with its own message", () => {
    expect(issues(schema, { consent_version: "x" })).toEqual([
      ["email", "fout:email"],
      ["name", "fout:name"],
      ["consent", "fout:consent"],
    ]);
    expect(issues(schema, { email: "geen-adres", name: "   ", ...guard })).toEqual([
      ["email", "fout:email"],
      ["name", "fout:name"],
    ]);
  });

  it("lets the honeypot and captcha through to the server, which judges them", () => {
    expect(issues(schema, { email: "a@example.org", name: "A", ...guard, website: "x", captcha: "abc" })).toEqual([]);
    expect(issues(schema, { email: "a@example.org", name: "A", ...guard, captcha: "x".repeat(5000) })).toHaveLength(1);
  });
});

describe("petition signature rules", () => {
  const schema = signatureSchema(messages);
  const valid = { first_name: "Tessa", last_name: "Tekenaar", email: "t@example.org", ...guard };

  it("has the place optional", () => {
    expect(issues(schema, valid)).toEqual([]);
    expect(issues(schema, { ...valid, place: "Zwolle" })).toEqual([]);
    // Too long: the error map's message (lib/form-errors.ts), not a message of the field's own.
    expect(issues(schema, { ...valid, place: "x".repeat(101) }).map(([path]) => path)).toEqual(["place"]);
  });

  it("needs both names and the consent", () => {
    expect(issues(schema, { ...valid, first_name: "", last_name: " ", consent: false })).toEqual([
      ["first_name", "fout:firstName"],
      ["last_name", "fout:lastName"],
      ["consent", "fout:consent"],
    ]);
  });
});

describe("volunteer rules", () => {
  const schema = volunteerSchema(messages);
  const valid = {
    first_name: "Harm",
    last_name: "Helper",
    email: "h@example.org",
    province: "gelderland",
    municipality: "Arnhem",
    interests: ["flyeren"],
    ...guard,
  };

  it("accepts a region and at least one known interest", () => {
    expect(issues(schema, valid)).toEqual([]);
    expect(issues(schema, { ...valid, phone: "06 1234 5678", interests: ["ict", "lokaal"] })).toEqual([]);
  });

  it("refuses no interest, an unknown one, an unknown province and a bad phone number", () => {
    expect(issues(schema, { ...valid, interests: [] })).toEqual([["interests", "fout:interests"]]);
    expect(issues(schema, { ...valid, interests: ["hacken"] })).toEqual([["interests.0", "fout:interests"]]);
    expect(issues(schema, { ...valid, province: "brabant" })).toEqual([["province", "fout:province"]]);
    expect(issues(schema, { ...valid, phone: "bel me" })).toEqual([["phone", "fout:phone"]]);
  });
});

describe("the API body's common part", () => {
  it("fills what the form left out with empty text", () => {
    expect(guardedBody({ consent_version: "v" })).toEqual({
      consent: true,
      consent_version: "v",
      utm_id: "",
      utm_content_id: "",
      website: "",
      captcha: "",
    });
  });
});
