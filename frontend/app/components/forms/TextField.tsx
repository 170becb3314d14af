// One labelled input with its error, wired for Conform (aria-invalid, aria-describedby).
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "date" | "tel";
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "autoFocus" | "inputMode">;

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? <p id={id} className="field__error">{errors[0]}</p> : null;
}

export function TextField({ field, label, type = "text", hint, ...rest }: Props) {
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label} {hint ? <span className="field__hint">{hint}</span> : null}
      </label>
      <input {...getInputProps(field, { type, ariaDescribedBy: field.errors ? field.errorId : undefined })} {...rest} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The 'incomplete' summary of SPEC §5, or the server's own message. */
export function FormSummary({ errors, fallback }: { errors?: string[]; fallback: string }) {
  return (
    <div className="form-error" role="alert" data-testid="form-incomplete">
      <p>{errors?.[0] ?? fallback}</p>
    </div>
  );
}
