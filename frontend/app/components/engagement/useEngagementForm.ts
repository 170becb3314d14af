// One Conform setup for the engagement forms: checked on blur, again on input once shown, the
// route action's answer (lastResult) as the server's word.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import type { EngagementMessageKey, EngagementMessages } from "../../lib/engagement/schema";
import { type KnownDetails, useFillKnown } from "../../lib/known-visitor";
import { useZodValidation } from "../forms/useFormErrors";

/** The field messages of 'engagement.errors', with the form's own consent message. */
export function useEngagementMessages(consentMessage: string): EngagementMessages {
  const t = useTranslations("engagement.errors");
  return useMemo(() => (key: EngagementMessageKey) => (key === "consent" ? consentMessage : t(key)), [t, consentMessage]);
}

export function useEngagementForm<Schema extends z.ZodObject>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  /** A logged-in visitor's own details (lib/known-visitor.ts). */
  defaultValue?: Partial<z.input<Schema>>,
  /** The form's id, where it must not depend on its place in the page (React's useId by default). */
  id?: string,
) {
  const validation = useZodValidation(schema);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    // Conform's DefaultValue is a deep partial of the same fields.
    defaultValue: defaultValue as Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"],
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
  useFillKnown(form, (defaultValue ?? {}) as Partial<Record<keyof KnownDetails, string>>);
  return [form, fields] as const;
}
