// A form action's answer when the API refused the submission: its message in the summary (SPEC §5's
// 'incomplete' when it has none, or when it only repeats a field's message), each field's message
// next to the field. A message is shown once.
import type { Submission } from "@conform-to/react";
import { z } from "./zod-jitless";

export interface Refusal {
  message: string;
  fields: Record<string, string>;
}

/** `rename` maps an API field to the form's field where their names differ. */
export function refusedReply<T>(submission: Submission<T>, refusal: Refusal, incomplete: string, rename: Record<string, string> = {}) {
  const fieldErrors = Object.fromEntries(Object.entries(refusal.fields).map(([name, message]) => [rename[name] ?? name, [message]]));
  const repeated = Object.values(refusal.fields).includes(refusal.message);
  return submission.reply({ formErrors: [refusal.message && !repeated ? refusal.message : incomplete], fieldErrors });
}

/**
 * The fields every public form sends besides its own (components/forms/Honeypot.tsx, Captcha.tsx);
 * spread them into the form's zod object. The API judges them (core/abuse.py guard_form).
 */
export const guardFields = {
  website: z.string().max(500).optional(),
  captcha: z.string().max(4000).optional(),
};
