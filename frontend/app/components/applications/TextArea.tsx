// A labelled multi-line field with its error, wired for Conform (aria-invalid, aria-describedby).
import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { FieldError } from "../forms/FieldError";

export function TextArea({ field, label, hint, maxLength }: { field: FieldMetadata<string | undefined>; label: string; hint?: string; maxLength: number }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <textarea {...getTextareaProps(field, { ariaDescribedBy: field.errors ? field.errorId : undefined })} rows={6} maxLength={maxLength} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
