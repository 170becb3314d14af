// One Conform setup for the forms that reach staff: checked on blur, again on input once shown;
// the route action's answer (lastResult) is the server's word. The messages are the locale's.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { z } from "zod";
import { type ApplicationMessageKey, type ApplicationMessages, type CvRule, formatMegabytes } from "../../lib/applications/schema";
import { useZodValidation } from "../forms/useFormErrors";
import type { Locale } from "../../lib/locale";

/** The field messages of 'applications.errors', with the form's own consent message. */
export function useApplicationMessages(consentMessage: string, rule?: CvRule): ApplicationMessages {
  const t = useTranslations("applications.errors");
  const locale = useLocale() as Locale;
  return useMemo(
    () => (key: ApplicationMessageKey) =>
      key === "consent" ? consentMessage : key === "cvTooLarge" ? t("cvTooLarge", { max: formatMegabytes(rule?.maxBytes ?? 0, locale) }) : t(key),
    [t, consentMessage, rule?.maxBytes, locale],
  );
}

export function useApplicationForm<Schema extends z.ZodObject>(schema: Schema, lastResult: SubmissionResult<string[]> | null | undefined) {
  const validation = useZodValidation(schema);
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
  });
}
