// The engagement forms' rules (newsletter, petition signature, word actief), shared by the browser
// (on blur; checkboxes on change) and the route actions (before the API, which checks again and
// has the last word). Messages in the '{Field} is verplicht' style, from the locale files.
import { z } from "../zod-jitless";
import type { components } from "../api/schema";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, optionalText, requiredText } from "../form-fields";
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
  | "phone"
  | "province"
  | "municipality"
  | "interests"
  | "consent";
/** The forms' messages in the visitor's language (t of the 'engagement.errors' namespace). */
export type EngagementMessages = (key: EngagementMessageKey) => string;


/** What every engagement form sends besides its own fields: consent, campaign, honeypot, captcha. */
const common = (messages: EngagementMessages, max: (field: "consent_version" | "utm_id" | "utm_content_id") => number) => ({
  consent: z.literal(true, { error: messages("consent") }),
  consent_version: z.string().max(max("consent_version")),
  utm_id: z.string().max(max("utm_id")).optional(),
  utm_content_id: z.string().max(max("utm_content_id")).optional(),
  ...guardFields,
});

export const newsletterSchema = (messages: EngagementMessages) => {
  const max = maxLengths("NewsletterIn");
  return z.object({
    email: emailAddress(messages("email"), max("email")),
    name: requiredText(messages("name"), max("name")),
    ...common(messages, max),
  });
};

export const signatureSchema = (messages: EngagementMessages) => {
  const max = maxLengths("SignatureIn");
  return z.object({
    first_name: requiredText(messages("firstName"), max("first_name")),
    last_name: requiredText(messages("lastName"), max("last_name")),
    email: emailAddress(messages("email"), max("email")),
    place: optionalText(max("place")),
    ...common(messages, max),
  });
};

export const volunteerSchema = (messages: EngagementMessages) => {
  const max = maxLengths("VolunteerIn");
  return z.object({
    first_name: requiredText(messages("firstName"), max("first_name")),
    last_name: requiredText(messages("lastName"), max("last_name")),
    email: emailAddress(messages("email"), max("email")),
    phone: z
      .string()
      .trim()
      .max(max("phone"))
      .regex(/^\+?[\d\s()-]{8,}$/, { error: messages("phone") })
      .optional(),
    province: z.enum(PROVINCE_VALUES, { error: messages("province") }),
    municipality: requiredText(messages("municipality"), max("municipality")),
    interests: z.array(z.enum(INTERESTS, { error: messages("interests") }), { error: messages("interests") }).min(1, { error: messages("interests") }),
    message: optionalText(max("message")),
    ...common(messages, max),
  });
};

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
