// The API's limits on a form's fields, read from app/lib/api/limits.ts (generated from the
// backend's openapi.json by `make openapi`): the zod schemas take their max lengths from here, and
// Conform's constraint (getZodConstraint) puts them on the inputs as maxlength. One number, set
// in the backend's schema.
import { getZodConstraint } from "@conform-to/zod/v4";
import { LIMITS } from "./api/limits";
import { z } from "./zod-jitless";

type Limits = typeof LIMITS;
type Input = keyof Limits;

/** The most characters the API takes in `field` of the input schema `input`. */
export function maxLength<S extends Input>(input: S, field: keyof Limits[S] & string): number {
  const limit = (LIMITS[input] as Record<string, { maxLength?: number }>)[field]?.maxLength;
  if (limit === undefined) throw new Error(`${input}.${field} has no maxLength in openapi.json`);
  return limit;
}

/** The fields' max lengths of one input schema, by field: `const max = maxLengths("DonationIn")`, `max("city")`. */
export function maxLengths<S extends Input>(input: S) {
  return (field: keyof Limits[S] & string) => maxLength(input, field);
}

// A field's own message covers only what it is written for (empty, malformed); every other rule
// (too long above all) gets the error map's message (lib/form-errors.ts). zod lets a schema's
// `error` answer for its checks too, so the functions below return undefined for the others.

/** Text that must be filled in: `message` ('Voornaam is verplicht.') when empty. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: (issue) => (issue.code === "invalid_type" ? message : undefined) })
    .trim()
    .min(1, { error: message })
    .max(max);
}

/** Text that may stay empty. */
export function optionalText(max: number) {
  return z.string().trim().max(max).optional();
}

/** An e-mail address: `message` when it is missing or malformed. */
export function emailAddress(message: string, max: number) {
  return z.email({ error: (issue) => (issue.code === "invalid_type" || issue.code === "invalid_format" ? message : undefined) }).max(max);
}

type Lengths = { minLength?: number; maxLength?: number };

/** A string field's length limits, read from its checks (through optional, default and pipe). */
export function stringLengths(schema: z.core.$ZodType): Lengths {
  const def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; in?: z.core.$ZodType; checks?: z.core.$ZodCheck[] };
  if (def.innerType) return stringLengths(def.innerType);
  if (def.type === "pipe" && def.in) return stringLengths(def.in);
  if (def.type !== "string") return {};
  const lengths: Lengths = {};
  for (const check of def.checks ?? []) {
    const rule = check._zod.def as { check: string; maximum?: number; minimum?: number; length?: number };
    const max = rule.check === "max_length" ? rule.maximum : rule.check === "length_equals" ? rule.length : undefined;
    const min = rule.check === "min_length" ? rule.minimum : rule.check === "length_equals" ? rule.length : undefined;
    if (max !== undefined) lengths.maxLength = Math.min(max, lengths.maxLength ?? max);
    if (min !== undefined) lengths.minLength = Math.max(min, lengths.minLength ?? min);
  }
  return lengths;
}

/**
 * Conform's constraint for a form's schema (the inputs' required, maxlength, minlength). Conform
 * reads string lengths from zod's `bag`, which zod 4.6 no longer fills: they are read from the
 * checks here and added to what Conform finds.
 */
export function formConstraint(schema: z.core.$ZodType): ReturnType<typeof getZodConstraint> {
  const constraint = getZodConstraint(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & { shape?: Record<string, z.core.$ZodType> };
  for (const [name, field] of Object.entries(def.shape ?? {})) {
    if (constraint[name]) Object.assign(constraint[name], stringLengths(field));
  }
  return constraint;
}
