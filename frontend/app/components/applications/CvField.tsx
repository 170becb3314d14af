// The CV upload: PDF or Word within the size limit, checked in the browser on change (by type or
// extension and size); the server judges the content. Works without JavaScript (multipart form).
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useLocale, useTranslations } from "use-intl";
import { CV_ACCEPT, type CvRule, formatMegabytes } from "../../lib/applications/schema";
import { FieldError } from "../forms/FieldError";
import type { Locale } from "../../lib/locale";

interface Props {
  field: FieldMetadata<File | undefined>;
  rule: CvRule;
  required: boolean;
  validate: () => void;
}

export function CvField({ field, rule, required, validate }: Props) {
  const t = useTranslations("applications.fields");
  const locale = useLocale() as Locale;
  const max = formatMegabytes(rule.maxBytes, locale);
  const hintId = `${field.id}-hint`;
  const describedBy = [hintId, field.errors ? field.errorId : null].filter(Boolean).join(" ");
  return (
    <div className="field cv-field">
      <label htmlFor={field.id}>{t("cv")}</label>
      <p className="field__hint" id={hintId}>
        {t(required ? "cvHint" : "cvOptionalHint", { max })}
      </p>
      <input {...getInputProps(field, { type: "file" })} accept={CV_ACCEPT(rule)} aria-describedby={describedBy} onChange={validate} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
