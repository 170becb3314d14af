import { describe, expect, it } from "vitest";
import nl from "../../locales/nl.json";
import { legionBase, legionPath, legionPrefix, refFrom, withRef } from "./paths";
import { CONSENT_VERSION, accessSchema, legionJoinSchema } from "./schema";

const schema = legionJoinSchema((key) => `fout:${key}`);
const valid = {
  first_name: "Anna",
  last_name: "Voorbeeld",
  email: "anna@example.org",
  region: "utrecht",
  consent: true,
  consent_version: CONSENT_VERSION,
};
const issues = (input: Record<string, unknown>) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("legion join form rules", () => {
  it("accepts a complete sign-up; phone, code, campaign and guard fields optional", () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, phone: "+31 6 1234 5678", ref: "demo-legioen-ruben", utm_id: "x", website: "", captcha: "" })).toEqual([]);
  });

  it("names every missing field with its own message", () => {
    expect(issues({ consent_version: CONSENT_VERSION })).toEqual([
      ["first_name", "fout:firstName"],
      ["last_name", "fout:lastName"],
      ["email", "fout:email"],
      ["region", "fout:region"],
      ["consent", "fout:consent"],
    ]);
    expect(issues({ ...valid, first_name: "   " })).toEqual([["first_name", "fout:firstName"]]);
  });

  it("refuses a bad address, region or phone number, and consent not given", () => {
    expect(issues({ ...valid, email: "anna@" })).toEqual([["email", "fout:email"]]);
    expect(issues({ ...valid, region: "atlantis" })).toEqual([["region", "fout:region"]]);
    expect(issues({ ...valid, phone: "bel me" })).toEqual([["phone", "fout:phone"]]);
    expect(issues({ ...valid, consent: false })).toEqual([["consent", "fout:consent"]]);
  });

  it("asks only a valid e-mail address for a dashboard link", () => {
    const access = accessSchema((key) => `fout:${key}`);
    expect(access.safeParse({ email: "anna@example.org" }).success).toBe(true);
    expect(access.safeParse({ email: "" }).error?.issues[0].message).toBe("fout:email");
  });

  it("shows the consent text whose version the backend stores", () => {
    // backend/legion/rules.py CONSENT_TEXTS["legioen-2026-1"] is this text.
    expect(CONSENT_VERSION).toBe("legioen-2026-1");
    expect(nl.legion.join.consent).toMatch(/^Ik wil meedoen met het legioen\. De partij mag mij per e-mail/);
  });
});

describe("legion paths", () => {
  it("keeps a page within its own set and language", () => {
    expect(legionBase("/legioen/doe-mee")).toBe("/legioen");
    expect(legionBase("/legioen-mgm/doe-mee")).toBe("/legioen-mgm");
    expect(legionBase("/en/legioen-mgm")).toBe("/legioen-mgm");
    expect(legionPrefix("/en/legioen/dashboard")).toBe("/en/legioen");
    expect(legionPath("/legioen-mgm/doe-mee", "gefeliciteerd")).toBe("/legioen-mgm/gefeliciteerd");
    expect(legionPath("/en/legioen/dashboard", "toegang-dashboard", "?geen-toegang")).toBe("/en/legioen/toegang-dashboard?geen-toegang");
  });

  it("keeps only a code that looks like one", () => {
    expect(refFrom(new URL("http://x/legioen-mgm/doe-mee?ref=demo-legioen-ruben"))).toBe("demo-legioen-ruben");
    expect(refFrom(new URL("http://x/?ref=%3Cscript%3E"))).toBe("");
    expect(refFrom(new URL("http://x/"))).toBe("");
    expect(withRef("a_b-1")).toBe("?ref=a_b-1");
    expect(withRef("")).toBe("");
  });
});
