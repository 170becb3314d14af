// The join form's rules (/word-lid), shared by the browser (on blur) and the route action (before the
// API, which checks again and has the last word: prices, age limits, an existing membership).
import { z } from "../zod-jitless";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, requiredText } from "../form-fields";
import { ageFromDateString } from "../format/age";
import { PROVINCES } from "../members/provinces";
import type { FriendJoinInput } from "./types";

export const TIERS = ["adult", "youth"] as const;
export type Tier = (typeof TIERS)[number];

const PROVINCE_VALUES = PROVINCES.map(([value]) => value) as [string, ...string[]];

export type JoinMessageKey =
  | "tier"
  | "firstName"
  | "lastName"
  | "email"
  | "dateOfBirth"
  | "tooYoung"
  | "tooOldForYouth"
  | "street"
  | "postalCode"
  | "city"
  | "province"
  | "phone"
  | "agree";
/** The form's messages in the visitor's language (t of the 'membership.errors' namespace). */
export type JoinMessages = (key: JoinMessageKey, values?: { age: number }) => string;

export interface AgeLimits {
  /** From /api/members/options: the youngest member, the oldest youth member. */
  minAge: number;
  youthMaxAge: number;
}

/** '2006-03-14' (a date field's value) → '14-03-2006' (the day-month-year string of SPEC §9). */
export function isoToDayMonthYear(value: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** The age on `now` of someone born on an ISO date; null for a malformed, impossible or future date. */
export function ageOn(dateOfBirth: string | undefined, now: Date = new Date()): number | null {
  return ageFromDateString(isoToDayMonthYear(dateOfBirth), now);
}

export function joinSchema(messages: JoinMessages, limits: AgeLimits, now: () => Date = () => new Date()) {
  const dateOfBirth = z.string({ error: messages("dateOfBirth") }).superRefine((value, context) => {
    const age = ageOn(value, now());
    if (age === null || age > 120) context.addIssue({ code: "custom", message: messages("dateOfBirth") });
    else if (age < limits.minAge) context.addIssue({ code: "custom", message: messages("tooYoung", { age: limits.minAge }) });
  });
  // JoinIn and FriendJoinIn share these fields and their limits.
  const max = maxLengths("JoinIn");
  return z
    .object({
      tier: z.enum(TIERS, { error: messages("tier") }),
      first_name: requiredText(messages("firstName"), max("first_name")),
      last_name: requiredText(messages("lastName"), max("last_name")),
      email: emailAddress(messages("email"), max("email")),
      date_of_birth: dateOfBirth,
      street: requiredText(messages("street"), max("street")),
      postal_code: requiredText(messages("postalCode"), max("postal_code")),
      city: requiredText(messages("city"), max("city")),
      province: z.enum(PROVINCE_VALUES, { error: messages("province") }).optional(),
      phone: z
        .string()
        .max(max("phone"))
        .regex(/^\+?[\d\s()-]{6,}$/, { error: messages("phone") })
        .optional(),
      agree: z.literal(true, { error: messages("agree") }),
      idempotency_key: z.string().regex(/^[\w-]{8,64}$/),
      offer_code: z.string().max(max("offer_code")).optional(),
      referral_code: z.string().max(max("referral_code")).optional(),
      utm_id: z.string().max(max("utm_id")).optional(),
      utm_content_id: z.string().max(max("utm_content_id")).optional(),
      ...guardFields,
    })
    .refine((form) => form.tier !== "youth" || (ageOn(form.date_of_birth, now()) ?? 0) <= limits.youthMaxAge, {
      path: ["date_of_birth"],
      message: messages("tooOldForYouth", { age: limits.youthMaxAge }),
      // Also while other fields are still empty: the visitor sees it on leaving the date field.
      when: ({ issues }) => !issues.some((issue) => ["tier", "date_of_birth"].includes(String(issue.path?.[0]))),
    });
}

export type JoinForm = z.output<ReturnType<typeof joinSchema>>;

/** The join form as the API takes it (JoinIn and FriendJoinIn share it): the personal fields,
 * the agreement, the campaign and the form guard, written once for both join routes. */
export function joinPayload(form: JoinForm): FriendJoinInput {
  return {
    tier: form.tier,
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    date_of_birth: form.date_of_birth,
    street: form.street,
    postal_code: form.postal_code,
    city: form.city,
    province: form.province ?? "",
    phone: form.phone ?? "",
    agree: form.agree,
    idempotency_key: form.idempotency_key,
    utm_id: form.utm_id ?? "",
    utm_content_id: form.utm_content_id ?? "",
    website: form.website ?? "",
    captcha: form.captcha ?? "",
  };
}
