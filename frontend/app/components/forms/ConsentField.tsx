// The consent checkbox of a public form, checked on change (SPEC §5), with the version of its text
// as a hidden field: the server stores which text the person agreed to (engagement/consent.py).
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./FieldError";

interface Props {
  field: FieldMetadata<boolean | undefined>;
  /** The text's version name from the locale file, next to the text itself. */
  version: string;
  validate: () => void;
  children: ReactNode;
}

export function ConsentField({ field, version, validate, children }: Props) {
  return (
    <div className="field">
      <input type="hidden" name="consent_version" value={version} />
      <label className="checkbox">
        <input {...getInputProps(field, { type: "checkbox" })} onChange={validate} />
        <span>{children}</span>
      </label>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
