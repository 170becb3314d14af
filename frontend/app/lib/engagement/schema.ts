// The engagement forms' rules (newsletter, petition signature, word actief), shared by the browser
// (on blur; checkboxes on change) and the route actions (before the API, which checks again and
// has the last word). Messages in the '{Field} is verplicht' style, from the locale files.
import { z } from "../zod-jitless";
import type { components } from "../api/schema";
import { guardFields } from "../forms";
import { PROVINCES } from "../members/provinces";

export type Interest = NonNullable<components["schemas"]["VolunteerIn"]["interests"]>[number];
/** The volunteer's choices, in the order the form shows them (labels: engagement.interests.*). */
export const INTERESTS = [
  "flyeren",
  "campagne",
  "evenementen",
  "sociale-media",
  "schrijven",
  "ict",
  "foto-video",
  "lokaal",
] as const satisfies readonly Interest[];

type Province = (typeof PROVINCES)[number][0];
const PROVINCE_VALUES = PROVINCES.map(([value]) => value) as [Province, ...Province[]];

export type EngagementMessageKey =
  | "name"
  | "firstName"
  | "lastName"
  | "email"
  | "place"
  | "phone"
  | "province"
  | "municipality"
  | "interests"
  | "message"
  | "consent";
/** The forms' messages in the visitor's language (t of the 'engagement.errors' namespace). */
export type EngagementMessages = (key: EngagementMessageKey) => string;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
const optional = (message: string, max: number) => z.string().trim().max(max, { error: message }).optional();

/** What every engagement form sends besides its own fields: consent, campaign, honeypot, captcha. */
const common = (messages: EngagementMessages) => ({
  consent: z.literal(true, { error: messages("consent") }),
  consent_version: z.string().max(40),
  utm_id: z.string().max(100).optional(),
  utm_content_id: z.string().max(100).optional(),
  ...guardFields,
});

export const newsletterSchema = (messages: EngagementMessages) =>
  z.object({
    email: z.email({ error: messages("email") }).max(254, { error: messages("email") }),
    name: required(messages("name"), 100),
    ...common(messages),
  });

export const signatureSchema = (messages: EngagementMessages) =>
  z.object({
    first_name: required(messages("firstName"), 100),
    last_name: required(messages("lastName"), 100),
    email: z.email({ error: messages("email") }).max(254, { error: messages("email") }),
    place: optional(messages("place"), 100),
    ...common(messages),
  });

export const volunteerSchema = (messages: EngagementMessages) =>
  z.object({
    first_name: required(messages("firstName"), 100),
    last_name: required(messages("lastName"), 100),
    email: z.email({ error: messages("email") }).max(254, { error: messages("email") }),
    phone: z
      .string()
      .trim()
      .max(30, { error: messages("phone") })
      .regex(/^\+?[\d\s()-]{8,}$/, { error: messages("phone") })
      .optional(),
    province: z.enum(PROVINCE_VALUES, { error: messages("province") }),
    municipality: required(messages("municipality"), 100),
    interests: z.array(z.enum(INTERESTS, { error: messages("interests") }), { error: messages("interests") }).min(1, { error: messages("interests") }),
    message: optional(messages("message"), 1000),
    ...common(messages),
  });

export type NewsletterForm = z.output<ReturnType<typeof newsletterSchema>>;
export type SignatureForm = z.output<ReturnType<typeof signatureSchema>>;
export type VolunteerForm = z.output<ReturnType<typeof volunteerSchema>>;

/** What the API gets besides a form's own fields (undefined optional fields as empty text). */
export function guardedBody(form: {
  consent_version: string;
  utm_id?: string;
  utm_content_id?: string;
  website?: string;
  captcha?: string;
}) {
  return {
    consent: true,
    consent_version: form.consent_version,
    utm_id: form.utm_id ?? "",
    utm_content_id: form.utm_content_id ?? "",
    website: form.website ?? "",
    captcha: form.captcha ?? "",
  };
}
