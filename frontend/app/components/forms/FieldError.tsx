// A field's first error, linked to its input by id (aria-describedby).
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? <p id={id} className="field__error">{errors[0]}</p> : null;
}
