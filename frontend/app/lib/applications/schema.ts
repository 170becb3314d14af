// The rules of the forms that reach staff (/contact, a vacancy application, /kandidatenlijst),
// shared by the browser (on blur; checkboxes on change) and the route actions (before the API,
// which checks again and judges the CV by its content). Messages in the '{Field} is verplicht'
// style, from the locale files ('applications.errors').
import { z } from "../zod-jitless";
import { formatNumber } from "../format/number";
import type { Locale } from "../locale";
import { guardFields } from "../forms";
import { emailAddress, maxLengths, requiredText } from "../form-fields";

export type ApplicationMessageKey =
  | "name"
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "subject"
  | "message"
  | "motivation"
  | "municipality"
  | "cvRequired"
  | "cvType"
  | "cvTooLarge"
  | "consent";
export type ApplicationMessages = (key: ApplicationMessageKey) => string;

/** The CV rule of /api/applications/rules: the types and size the API accepts. */
export interface CvRule {
  maxBytes: number;
  types: readonly string[];
  extensions: readonly string[];
}

export const CV_ACCEPT = (rule: CvRule) => [...rule.extensions, ...rule.types].join(",");

/** '5 MB', '2,5 MB' (nl) or '2.5 MB' (en): the size limit as a visitor reads it. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${formatNumber(megabytes, locale)} MB`;
}

/**
 * The browser's word on a chosen file: its declared type or its extension must be PDF or Word, and
 * its size within the limit. (Only the server reads the content: a renamed picture passes here and
 * is refused there.)
 */
export function cvProblem(file: { name: string; type: string; size: number }, rule: CvRule): "cvType" | "cvTooLarge" | null {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? "";
  if (!rule.types.includes(file.type) && !rule.extensions.includes(extension)) return "cvType";
  if (file.size > rule.maxBytes) return "cvTooLarge";
  if (file.size === 0) return "cvType";
  return null;
}

const cvField = (messages: ApplicationMessages, rule: CvRule) =>
  // An empty file input arrives as no value (Conform), so 'required' is the missing case.
  z.instanceof(File, { error: messages("cvRequired") }).superRefine((file, context) => {
    const problem = cvProblem(file, rule);
    if (problem) context.addIssue({ code: "custom", message: messages(problem) });
  });

type Max = (field: "consent_version" | "utm_id" | "utm_content_id") => number;

const common = (messages: ApplicationMessages, max: Max) => ({
  consent: z.literal(true, { error: messages("consent") }),
  consent_version: z.string().max(max("consent_version")),
  idempotency_key: z.string().regex(/^[\w-]{8,80}$/),
  utm_id: z.string().max(max("utm_id")).optional(),
  utm_content_id: z.string().max(max("utm_content_id")).optional(),
  ...guardFields,
});

const applicant = (messages: ApplicationMessages, max: ReturnType<typeof maxLengths<"ApplicantIn">>) => ({
  first_name: requiredText(messages("firstName"), max("first_name")),
  last_name: requiredText(messages("lastName"), max("last_name")),
  email: emailAddress(messages("email"), max("email")),
  phone: z
    .string()
    .trim()
    .max(max("phone"))
    .regex(/^\+?[\d\s()-]{6,}$/, { error: messages("phone") })
    .optional(),
  motivation: requiredText(messages("motivation"), max("motivation")),
});

export const contactSchema = (messages: ApplicationMessages) => {
  const max = maxLengths("ContactIn");
  return z.object({
    name: requiredText(messages("name"), max("name")),
    email: emailAddress(messages("email"), max("email")),
    subject: requiredText(messages("subject"), max("subject")),
    message: requiredText(messages("message"), max("message")),
    ...common(messages, max),
  });
};

export const vacancySchema = (messages: ApplicationMessages, rule: CvRule) => {
  const max = maxLengths("ApplicantIn");
  return z.object({ ...applicant(messages, max), cv: cvField(messages, rule).optional(), ...common(messages, max) });
};

export const candidateSchema = (messages: ApplicationMessages, rule: CvRule) => {
  const max = maxLengths("CandidateIn");
  return z.object({
    ...applicant(messages, max),
    municipality: requiredText(messages("municipality"), max("municipality")),
    is_member: z.boolean().default(false),
    cv: cvField(messages, rule),
    ...common(messages, max),
  });
};

export type ContactForm = z.output<ReturnType<typeof contactSchema>>;
export type VacancyForm = z.output<ReturnType<typeof vacancySchema>>;
export type CandidateForm = z.output<ReturnType<typeof candidateSchema>>;

/** What the API gets besides a form's own fields (undefined optional fields as empty text). */
export function commonBody(form: z.output<z.ZodObject<ReturnType<typeof common>>>) {
  return {
    consent: true,
    consent_version: form.consent_version,
    idempotency_key: form.idempotency_key,
    utm_id: form.utm_id ?? "",
    utm_content_id: form.utm_content_id ?? "",
    website: form.website ?? "",
    captcha: form.captcha ?? "",
  };
}
