// One labelled input with its error, wired for Conform (aria-invalid, aria-describedby).
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { FieldError } from "./FieldError";

type Props = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "date" | "tel";
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "autoFocus" | "inputMode">;

export function TextField({ field, label, type = "text", hint, ...rest }: Props) {
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label} {hint ? <span className="field__hint">{hint}</span> : null}
      </label>
      <input {...getInputProps(field, { type })} {...rest} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
