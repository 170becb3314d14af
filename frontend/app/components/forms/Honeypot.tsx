// A field people never see nor reach (off-screen, aria-hidden, out of the tab order, no autofill);
// bots that fill every input fill it, and the API refuses them (core/abuse.py guard_form).
export const HONEYPOT_FIELD = "website";

export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
