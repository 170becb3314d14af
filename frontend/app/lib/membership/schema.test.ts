import { describe, expect, it } from "vitest";
import { ageOn, isoToDayMonthYear, joinSchema } from "./schema";

const messages = (key: string, values?: { age: number }) => (values ? `fout:${key}:${values.age}` : `fout:${key}`);
// 21 November 2026, noon in Amsterdam.
const now = () => new Date("2026-11-21T11:00:00Z");
const schema = joinSchema(messages, { minAge: 14, youthMaxAge: 27 }, now);
const valid = {
  tier: "adult",
  first_name: "Anna",
  last_name: "Voorbeeld",
  email: "anna@example.org",
  date_of_birth: "1980-05-01",
  street: "Voorbeeldlaan 12",
  postal_code: "1234 AB",
  city: "Utrecht",
  agree: true,
  idempotency_key: "abcdefgh-1234",
};
const issues = (input: Record<string, unknown>) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("dates of birth", () => {
  it("reads a date field's value as day-month-year and counts whole years", () => {
    expect(isoToDayMonthYear("2006-03-14")).toBe("14-03-2006");
    expect(isoToDayMonthYear("14-03-2006")).toBeNull();
    expect(ageOn("1999-11-21", now())).toBe(27); // birthday today
    expect(ageOn("1999-11-22", now())).toBe(26); // tomorrow
    expect(ageOn("2027-01-01", now())).toBeNull();
    expect(ageOn("2001-02-30", now())).toBeNull();
  });
});

describe("join form rules", () => {
  it("accepts a complete adult application, province and phone optional", () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, province: "utrecht", phone: "+31 6 1234 5678" })).toEqual([]);
  });

  it("names every missing required field, with its own message", () => {
    expect(issues({ idempotency_key: "abcdefgh-1234" }).map(([path]) => path).sort()).toEqual(
      ["agree", "city", "date_of_birth", "email", "first_name", "last_name", "postal_code", "street", "tier"].sort(),
    );
    expect(issues({ ...valid, first_name: "   " })).toEqual([["first_name", "fout:firstName"]]);
  });

  it("requires agreeing to the statutes and the privacy terms", () => {
    expect(issues({ ...valid, agree: undefined })).toEqual([["agree", "fout:agree"]]);
    expect(issues({ ...valid, agree: false })).toEqual([["agree", "fout:agree"]]);
  });

  it("lets a youth member join up to and including the age limit", () => {
    expect(issues({ ...valid, tier: "youth", date_of_birth: "1998-11-22" })).toEqual([]); // 28 tomorrow
    expect(issues({ ...valid, tier: "youth", date_of_birth: "1998-11-21" })).toEqual([["date_of_birth", "fout:tooOldForYouth:27"]]); // 28 today
    expect(issues({ ...valid, tier: "adult", date_of_birth: "1960-01-01" })).toEqual([]);
  });

  it("says a youth applicant is too old even while other fields are empty", () => {
    expect(issues({ tier: "youth", date_of_birth: "1990-01-01", idempotency_key: "abcdefgh-1234" })).toContainEqual([
      "date_of_birth",
      "fout:tooOldForYouth:27",
    ]);
  });

  it("refuses the too young, the unborn and impossible dates", () => {
    expect(issues({ ...valid, date_of_birth: "2013-01-01" })).toEqual([["date_of_birth", "fout:tooYoung:14"]]);
    expect(issues({ ...valid, date_of_birth: "2030-01-01" })).toEqual([["date_of_birth", "fout:dateOfBirth"]]);
    expect(issues({ ...valid, date_of_birth: "1890-01-01" })).toEqual([["date_of_birth", "fout:dateOfBirth"]]);
  });

  it("checks the e-mail address, the province and the phone number", () => {
    expect(issues({ ...valid, email: "geen-adres" })).toEqual([["email", "fout:email"]]);
    expect(issues({ ...valid, province: "vlaanderen" })).toEqual([["province", "fout:province"]]);
    expect(issues({ ...valid, phone: "bel me" })).toEqual([["phone", "fout:phone"]]);
  });
});
