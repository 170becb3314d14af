// A form's summary (SPEC §5's 'incomplete', or the API's reason): nothing when there is no message.
export function FormAlert({ message, testId }: { message?: string | null; testId?: string }) {
  return message ? (
    <div className="form-error" role="alert" data-testid={testId}>
      <p>{message}</p>
    </div>
  ) : null;
}
