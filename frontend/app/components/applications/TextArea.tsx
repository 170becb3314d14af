// A labelled multi-line field with its error, wired for Conform (aria-invalid, aria-describedby;
// maxlength and required from the form's constraint).
import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { FieldError } from "../forms/FieldError";

export function TextArea({ field, label, hint }: { field: FieldMetadata<string | undefined>; label: string; hint?: string }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <textarea {...getTextareaProps(field)} rows={6} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
