// The donation form's rules, shared by the browser (on blur) and the route action (before the API,
// which checks again and has the last word: amounts, party-finance law, the yearly cap).
import { z } from "../zod-jitless";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, optionalText } from "../form-fields";

const max = maxLengths("DonationIn");

export const EU_COUNTRIES = [
  "NL", "BE", "DE", "FR", "LU", "AT", "BG", "CY", "CZ", "DK", "EE", "ES", "FI", "GR", "HR", "HU", "IE", "IT",
  "LT", "LV", "MT", "PL", "PT", "RO", "SE", "SI", "SK", "IS", "LI", "NO",
] as const;
/** Outside the EU: the form still offers it, so the donor hears why a gift cannot be accepted. */
export const OUTSIDE_EU = "XX";
export const MIN_EUROS = 1;
export const MAX_EUROS = 100_000;
const EUROS = /^\d{1,6}([,.]\d{1,2})?$/;

/** '25' → 2500, '12,50' → 1250; anything else → null. */
export function eurosToCents(text: string): number | null {
  const clean = text.trim().replace(/^€\s*/, "");
  if (!EUROS.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(/[,.]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The form's messages in the visitor's language (t of the 'donation.errors' namespace). */
export type DonationMessages = (key: "amount" | "otherAmount" | "email" | "nameForMonthly" | "addressForReceipt") => string;

export function donationSchema(messages: DonationMessages) {
  return z
    .object({
      amount: z.string({ error: messages("amount") }),
      other_amount: z.string().optional(),
      frequency: z.enum(["once", "monthly"]).default("once"),
      first_name: optionalText(max("first_name")),
      last_name: optionalText(max("last_name")),
      email: emailAddress(messages("email"), max("email")).optional(),
      street: optionalText(max("street")),
      postal_code: optionalText(max("postal_code")),
      city: optionalText(max("city")),
      country: z.string().length(2).default("NL"),
      dutch_voter_abroad: z.boolean().default(false),
      wants_receipt: z.boolean().default(false),
      idempotency_key: z.string().regex(/^[\w-]{8,80}$/),
      utm_id: z.string().max(max("utm_id")).optional(),
      utm_content_id: z.string().max(max("utm_content_id")).optional(),
      ...guardFields,
    })
    .superRefine((form, context) => {
      const cents = amountCents(form);
      if (cents === null || cents < MIN_EUROS * 100 || cents > MAX_EUROS * 100) {
        const path = form.amount === "other" ? "other_amount" : "amount";
        context.addIssue({ code: "custom", path: [path], message: messages(path === "amount" ? "amount" : "otherAmount") });
      }
      const named = !!(form.first_name && form.last_name && form.email);
      if (form.frequency === "monthly" && !named) {
        context.addIssue({ code: "custom", path: ["email"], message: messages("nameForMonthly") });
      }
      if (form.wants_receipt && !(named && form.street && form.postal_code && form.city)) {
        context.addIssue({ code: "custom", path: ["street"], message: messages("addressForReceipt") });
      }
    });
}

export type DonationForm = z.output<ReturnType<typeof donationSchema>>;

/** The chosen amount in cents: a suggested amount (its cents) or the free amount in euros. */
export function amountCents(form: { amount?: string; other_amount?: string }): number | null {
  if (form.amount === "other") return eurosToCents(form.other_amount ?? "");
  return form.amount && /^\d{1,9}$/.test(form.amount) ? Number(form.amount) : null;
}
