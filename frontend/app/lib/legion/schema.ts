// The legion forms' rules, shared by the browser (on blur, the consent on change) and the route
// actions (before the API, which checks again and has the last word).
import { z } from "../zod-jitless";
import { guardFields } from "../forms";
import { PROVINCES } from "../members/provinces";

/** The consent text's version (backend: legion/rules.py CONSENT_TEXTS); the text is 'legion.join.consent'. */
export const CONSENT_VERSION = "legioen-2026-1";

const REGIONS = PROVINCES.map(([value]) => value) as [string, ...string[]];

export type LegionMessageKey = "firstName" | "lastName" | "email" | "region" | "phone" | "consent";
export type LegionMessages = (key: LegionMessageKey) => string;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export function legionJoinSchema(messages: LegionMessages) {
  return z.object({
    first_name: required(messages("firstName"), 100),
    last_name: required(messages("lastName"), 100),
    email: z.email({ error: messages("email") }).max(254, { error: messages("email") }),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{6,30}$/, { error: messages("phone") })
      .optional(),
    region: z.enum(REGIONS, { error: messages("region") }),
    consent: z.literal(true, { error: messages("consent") }),
    consent_version: z.string().max(40),
    ref: z.string().max(64).optional(),
    utm_id: z.string().max(100).optional(),
    utm_content_id: z.string().max(100).optional(),
    ...guardFields,
  });
}

export function accessSchema(messages: LegionMessages) {
  return z.object({ email: z.email({ error: messages("email") }).max(254, { error: messages("email") }), ...guardFields });
}

export type LegionJoinForm = z.output<ReturnType<typeof legionJoinSchema>>;
