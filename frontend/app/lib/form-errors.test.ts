// Every form rule's message in both languages: the forms' own schemas, parsed as the route actions
// and the browser parse them (parseWithZod with the error map of the page's locale).
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl";
import { messagesFor } from "../locales/index.server";
import { loginSchema, newPasswordSchema, detailsSchema } from "./accounts/schema";
import { contactSchema } from "./applications/schema";
import { donationSchema } from "./donations/schema";
import { newsletterSchema, signatureSchema, volunteerSchema } from "./engagement/schema";
import { orderSchema } from "./events/order";
import { formErrorsFor } from "./form-errors.server";
import { friendSchema } from "./friends/schema";
import { legionJoinSchema } from "./legion/schema";
import type { Locale } from "./locale";
import { joinSchema } from "./membership/schema";
import { z } from "./zod-jitless";

const LOCALES: Locale[] = ["nl", "en"];
const long = (length: number) => "x".repeat(length);

function translator(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale) });
}

/** The forms' schemas with their messages in `locale`, as the routes build them. */
function schemas(locale: Locale) {
  const t = translator(locale);
  // A namespace's message; the consent messages live elsewhere per form and are not under test here.
  const messages = (namespace: string) => (key: string) => {
    const path = `${namespace}.${key}` as "forms.incomplete";
    return t.has(path) ? t(path) : key;
  };
  const engagement = messages("engagement.errors");
  return {
    donation: donationSchema((key) => t(`donation.errors.${key}`)),
    newsletter: newsletterSchema(engagement),
    petition: signatureSchema(engagement),
    volunteer: volunteerSchema(engagement),
    join: joinSchema((key, values) => t(`membership.errors.${key}`, values), { minAge: 14, youthMaxAge: 30 }),
    friends: friendSchema(messages("friends.errors"), 5000),
    legion: legionJoinSchema((key) => t(`legion.errors.${key}`)),
    tickets: orderSchema((key) => t(`agenda.order.errors.${key}`)),
    contact: contactSchema(messages("applications.errors")),
    login: loginSchema((key) => t(`account.errors.${key}`)),
    password: newPasswordSchema((key) => t(`account.errors.${key}`)),
    details: detailsSchema(() => t("account.me.required")),
  };
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The message a field gets for these fields, in `locale`. */
function messageOf(schema: z.ZodType, fields: Record<string, string>, field: string, locale: Locale): string | undefined {
  const submission = parseWithZod(formData(fields), { schema, error: formErrorsFor(locale) });
  const errors = submission.reply().error ?? {};
  return errors[field]?.[0];
}

const person = { first_name: "Anna", last_name: "Jansen", email: "anna@example.org" };
const guard = { consent: "on", consent_version: "v1" };

describe("an over-long name gets the length message, not 'is required'", () => {
  const cases: [keyof ReturnType<typeof schemas>, Record<string, string>][] = [
    ["donation", { amount: "2500", idempotency_key: "abcdefgh-1234" }],
    ["petition", { ...person, ...guard }],
    ["volunteer", { ...person, ...guard, province: "utrecht", municipality: "Utrecht", interests: "ict" }],
    ["join", { ...person, tier: "adult", date_of_birth: "1990-01-01", street: "Straat 1", postal_code: "1234 AB", city: "Utrecht", agree: "on", idempotency_key: "abcdefgh" }],
    ["friends", { ...person, ...guard, amount: "5000", idempotency_key: "abcdefgh" }],
    ["legion", { ...person, ...guard, region: "utrecht" }],
    ["tickets", { ...person, "qty-1": "1" }],
    ["details", { ...person, street: "Straat 1", postal_code: "1234 AB", city: "Utrecht", csrf: "c" }],
  ];
  it.each(cases)("%s, in Dutch and in English", (form, fields) => {
    expect(messageOf(schemas("nl")[form], { ...fields, first_name: long(101) }, "first_name", "nl")).toBe(
      "Dit veld mag hoogstens 100 tekens bevatten.",
    );
    expect(messageOf(schemas("en")[form], { ...fields, first_name: long(101) }, "first_name", "en")).toBe(
      "This field may be at most 100 characters long.",
    );
  });
});

describe("each rule's message in both languages", () => {
  // [form, fields, field, Dutch, English]
  const cases: [keyof ReturnType<typeof schemas>, Record<string, string>, string, string, string][] = [
    // required
    ["petition", { ...person, first_name: "", ...guard }, "first_name", "Voornaam is verplicht.", "First name is required."],
    ["newsletter", { email: "a@example.org", name: "  ", ...guard }, "name", "Naam is verplicht.", "Name is required."],
    ["tickets", { ...person, last_name: "", "qty-1": "1" }, "last_name", "Achternaam is verplicht.", "Last name is required."],
    ["contact", { name: "A", email: "a@example.org", subject: "", message: "Hallo", idempotency_key: "abcdefgh", ...guard }, "subject", "Onderwerp is verplicht.", "Subject is required."],
    // max length, from the API's limits
    ["newsletter", { email: `${long(250)}@x.nl`, name: "A", ...guard }, "email", "Dit veld mag hoogstens 254 tekens bevatten.", "This field may be at most 254 characters long."],
    ["donation", { amount: "2500", idempotency_key: "abcdefgh-1234", postal_code: long(13) }, "postal_code", "Dit veld mag hoogstens 12 tekens bevatten.", "This field may be at most 12 characters long."],
    ["petition", { ...person, place: long(101), ...guard }, "place", "Dit veld mag hoogstens 100 tekens bevatten.", "This field may be at most 100 characters long."],
    ["volunteer", { ...person, ...guard, province: "utrecht", municipality: "Utrecht", interests: "ict", message: long(1001) }, "message", "Dit veld mag hoogstens 1.000 tekens bevatten.", "This field may be at most 1,000 characters long."],
    ["contact", { name: "A", email: "a@example.org", subject: "S", message: long(5001), idempotency_key: "abcdefgh", ...guard }, "message", "Dit veld mag hoogstens 5.000 tekens bevatten.", "This field may be at most 5,000 characters long."],
    ["legion", { ...person, ...guard, region: "utrecht", phone: "0612345678".repeat(4) }, "phone", "Dit veld mag hoogstens 30 tekens bevatten.", "This field may be at most 30 characters long."],
    ["login", { email: "a@example.org", password: long(257), csrf: "c" }, "password", "Dit veld mag hoogstens 256 tekens bevatten.", "This field may be at most 256 characters long."],
    // formats
    ["donation", { amount: "2500", idempotency_key: "abcdefgh-1234", email: "geen-adres" }, "email", "Vul een geldig e-mailadres in.", "Please enter a valid email address."],
    ["tickets", { ...person, email: "geen-adres", "qty-1": "1" }, "email", "Vul een geldig e-mailadres in.", "Please enter a valid email address."],
    ["volunteer", { ...person, ...guard, province: "utrecht", municipality: "Utrecht", interests: "ict", phone: "bel me" }, "phone", "Vul een geldig telefoonnummer in, of laat het veld leeg.", "Please enter a valid phone number, or leave the field empty."],
    ["join", { ...person, tier: "adult", date_of_birth: "1990-13-45", street: "S", postal_code: "1234 AB", city: "U", agree: "on", idempotency_key: "abcdefgh" }, "date_of_birth", "Vul een geldige geboortedatum in.", "Please enter a valid date of birth."],
    ["password", { password: "kort", password_confirm: "kort", token: "t", csrf: "c" }, "password", "Kies een wachtwoord van minstens 8 tekens.", "Choose a password of at least 8 characters."],
    // amounts
    ["donation", { amount: "other", other_amount: "200000", idempotency_key: "abcdefgh-1234" }, "other_amount", "Vul een bedrag in tussen 1 en 100.000 euro, bijvoorbeeld 15 of 12,50.", "Enter an amount between 1 and 100,000 euros, for example 15 or 12.50."],
    // choices
    ["volunteer", { ...person, ...guard, province: "brabant", municipality: "Utrecht", interests: "ict" }, "province", "Kies een provincie uit de lijst.", "Please choose a province from the list."],
  ];
  it.each(cases)("%s: %s", (form, fields, field, dutch, english) => {
    expect(messageOf(schemas("nl")[form], fields, field, "nl")).toBe(dutch);
    expect(messageOf(schemas("en")[form], fields, field, "en")).toBe(english);
  });
});

describe("the error map for rules without a message of their own", () => {
  const schema = z.object({
    text: z.string().min(3).max(5),
    count: z.number().min(2).max(9),
    choices: z.array(z.string()).min(2).max(3),
    kind: z.enum(["a", "b"]),
    day: z.iso.date(),
    address: z.email(),
    code: z.string().regex(/^\d+$/),
  });
  const valid = { text: "abcd", count: 5, choices: ["a", "b"], kind: "a", day: "2026-01-01", address: "a@b.nl", code: "12" };
  const messages = (input: Record<string, unknown>, locale: Locale) =>
    Object.fromEntries(schema.safeParse(input, { error: formErrorsFor(locale) }).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
  const wrong = { text: "abcdefg", count: 10, choices: ["a", "b", "c", "d"], kind: "c", day: "2026-02-30", address: "x", code: "x" };

  it("speaks Dutch", () => {
    expect(messages({}, "nl")).toMatchObject({ text: "Dit veld is verplicht.", count: "Dit veld is verplicht.", kind: "Dit veld is verplicht." });
    expect(messages(wrong, "nl")).toEqual({
      text: "Dit veld mag hoogstens 5 tekens bevatten.",
      count: "Vul een waarde in van hoogstens 9.",
      choices: "Kies er hoogstens 3.",
      kind: "Kies een van de mogelijkheden.",
      day: "Vul een geldige datum in.",
      address: "Vul een geldig e-mailadres in.",
      code: "Dit veld is niet geldig.",
    });
    expect(messages({ ...valid, text: "ab", count: 1, choices: ["a"] }, "nl")).toEqual({
      text: "Dit veld moet minstens 3 tekens bevatten.",
      count: "Vul een waarde in van minstens 2.",
      choices: "Kies er minstens 2.",
    });
  });

  it("speaks English", () => {
    expect(messages({}, "en")).toMatchObject({ text: "This field is required.", kind: "This field is required." });
    expect(messages(wrong, "en")).toEqual({
      text: "This field may be at most 5 characters long.",
      count: "Please enter a value of at most 9.",
      choices: "Please choose at most 3.",
      kind: "Please choose one of the options.",
      day: "Please enter a valid date.",
      address: "Please enter a valid email address.",
      code: "This field is not valid.",
    });
    expect(messages({ ...valid, text: "ab", count: 1, choices: ["a"] }, "en")).toEqual({
      text: "This field must be at least 3 characters long.",
      count: "Please enter a value of at least 2.",
      choices: "Please choose at least 2.",
    });
  });

  it("never answers in zod's own English", () => {
    for (const locale of LOCALES) {
      for (const message of Object.values(messages(wrong, locale))) expect(message).not.toMatch(/Too big|Too small|Invalid/);
    }
  });
});
