// The browser's side of lib/form-errors.ts: the error map in the page's language, and a form's
// Conform options from its zod schema (the check on blur with those messages, and the inputs'
// constraint attributes: required, maxlength, as the schema and so the API's limits say).
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { formErrorMap } from "../../lib/form-errors";
import { formConstraint } from "../../lib/form-fields";

export function useFormErrors() {
  const t = useTranslations("forms.errors");
  return useMemo(() => formErrorMap((key, values) => t(key, values)), [t]);
}

/** Spread into useForm's options: `useForm({ lastResult, ...useZodValidation(schema), … })`. */
export function useZodValidation<Schema extends z.ZodType>(schema: Schema) {
  const error = useFormErrors();
  return useMemo(
    () => ({
      constraint: formConstraint(schema),
      onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema, error }),
    }),
    [schema, error],
  );
}
