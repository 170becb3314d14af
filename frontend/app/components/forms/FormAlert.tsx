// A form's summary (SPEC §5's 'incomplete', or the API's reason): nothing when there is no message.
// When it appears and no field of its form is marked invalid (the API refused the whole form: a
// wrong password, a closed sale), it takes focus, so a keyboard or screen-reader user lands on the
// reason; when a field is invalid, Conform has moved focus to the first such field already.
import { useEffect, useRef } from "react";
import { focusFirstError } from "./focus-first-error";

export function FormAlert({ message, testId }: { message?: string | null; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = ref.current;
    if (alert && message) focusFirstError(alert.closest("form") ?? alert.parentElement ?? alert, alert, { onlySummary: true });
  }, [message]);
  return message ? (
    <div ref={ref} className="form-error" role="alert" tabIndex={-1} data-testid={testId}>
      <p>{message}</p>
    </div>
  ) : null;
}
