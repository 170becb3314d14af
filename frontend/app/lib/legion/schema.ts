// The legion forms' rules, shared by the browser (on blur, the consent on change) and the route
// actions (before the API, which checks again and has the last word).
import { z } from "../zod-jitless";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, requiredText } from "../form-fields";
import { PROVINCES } from "../members/provinces";

/** The consent text's version (backend: legion/rules.py CONSENT_TEXTS); the text is 'legion.join.consent'. */
export const CONSENT_VERSION = "legioen-2026-1";

const REGIONS = PROVINCES.map(([value]) => value) as [string, ...string[]];

export type LegionMessageKey = "firstName" | "lastName" | "email" | "region" | "phone" | "consent";
export type LegionMessages = (key: LegionMessageKey) => string;

export function legionJoinSchema(messages: LegionMessages) {
  const max = maxLengths("LegionJoinIn");
  return z.object({
    first_name: requiredText(messages("firstName"), max("first_name")),
    last_name: requiredText(messages("lastName"), max("last_name")),
    email: emailAddress(messages("email"), max("email")),
    phone: z
      .string()
      .trim()
      .max(max("phone"))
      .regex(/^\+?[\d\s()-]{6,}$/, { error: messages("phone") })
      .optional(),
    region: z.enum(REGIONS, { error: messages("region") }),
    consent: z.literal(true, { error: messages("consent") }),
    consent_version: z.string().max(max("consent_version")),
    ref: z.string().max(max("ref")).optional(),
    utm_id: z.string().max(max("utm_id")).optional(),
    utm_content_id: z.string().max(max("utm_content_id")).optional(),
    ...guardFields,
  });
}

export function accessSchema(messages: LegionMessages) {
  return z.object({ email: emailAddress(messages("email"), maxLengths("LegionAccessIn")("email")), ...guardFields });
}

export type LegionJoinForm = z.output<ReturnType<typeof legionJoinSchema>>;
