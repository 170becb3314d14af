// The ticket modal (SPEC §2.16, §4 order flow): choose tickets and quantities → Next → contact
// details (prefilled and 'logged in as' when logged in) → the order summary → Order. One form, posted
// to the event page's action. In the browser it is a modal dialog showing one step at a time; before
// the app runs (or without JavaScript) the page renders it open with every step at once.
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { chosenLines, orderSchema, priceCents, quantityField, totalCents } from "../../lib/events/order";
import type { EventDetail } from "../../lib/events/types";

import { track } from "../../lib/tracking/track";
import { useHydrated } from "../../lib/hydrated";
import { type PriceGroup, useVisitor } from "../../lib/visitor";
import { useFillKnown, useKnownDetails } from "../../lib/known-visitor";
import { useMoney } from "../../lib/format/use-money";
import { CampaignFields } from "../forms/CampaignFields";
import { Captcha, useCaptchaNeeded } from "../forms/Captcha";
import { FieldError } from "../forms/FieldError";
import { FormAlert } from "../forms/FormAlert";
import { firstControl } from "../forms/focus-first-error";
import { Honeypot } from "../forms/Honeypot";
import { PrivacyNote } from "../forms/PrivacyNote";
import { TextField } from "../forms/TextField";
import { useZodValidation } from "../forms/useFormErrors";

type Step = "tickets" | "contact" | "summary";

interface Props {
  event: EventDetail;
  open: boolean;
  /** Rendered open by the server (?bestellen): a plain form with every step, no dialog behaviour. */
  openOnLoad: boolean;
  onClose: () => void;
  lastResult?: SubmissionResult<string[]> | null;
  /** The session's CSRF token when the server rendered the form with it (?bestellen, a personal page);
   * otherwise the private call's (lib/visitor.ts). The API checks it for a visitor with a session. */
  csrfToken: string;
}

export function TicketModal({ event, open, openOnLoad, onClose, lastResult, csrfToken }: Props) {
  const money = useMoney();
  const t = useTranslations("agenda.order");
  const tPrice = useTranslations("price");
  const visitor = useVisitor();
  const user = visitor.user;
  // The prices of the visitor's group: the server's on a personal page (?bestellen, rendered with the
  // session), else the private call's (the event's page is the same for everyone).
  const group = event.price_group !== "non_member" ? event.price_group : visitor.priceGroup;
  const csrf = csrfToken || visitor.csrfToken;
  const known = useKnownDetails("first_name", "last_name", "email");
  const dialog = useRef<HTMLDialogElement>(null);
  const enhanced = useHydrated();
  const [step, setStep] = useState<Step>(lastResult ? "contact" : "tickets");
  // A new answer of the action (a refused order) shows the contact step, in the same render.
  const [shownResult, setShownResult] = useState(lastResult);
  if (lastResult !== shownResult) {
    setShownResult(lastResult);
    if (lastResult) setStep("contact");
  }
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const schema = useMemo(() => orderSchema((key) => t(`errors.${key}`)), [t]);
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
    defaultValue: { first_name: "", last_name: "", email: "", ...known },
    // A valid order on its way: the checkout starts (a no-op without consent).
    onSubmit: () => track({ type: "checkout_start", kind: "ticket" }),
  });
  useFillKnown(form, known);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const lines = chosenLines(event.ticket_types, quantities);
  const submitting = useNavigation().state === "submitting";
  const captchaNeeded = useCaptchaNeeded(fields.captcha.errors);

  // One key per filled-in form: a double click or a resent form makes one order. Random, so made
  // in the browser after hydration: the server's HTML and the hydrating render must agree.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only value, see above
    setIdempotencyKey(crypto.randomUUID());
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !enhanced) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, enhanced]);

  // Every contact field is checked and shows its message, not only the first that fails; the first
  // that fails takes focus (as Conform does when a whole form is sent with errors).
  const contactValid = () => {
    form.validate();
    const invalid = ["first_name", "last_name", "email"]
      .map((name) => dialog.current?.querySelector<HTMLInputElement>(`[name="${name}"]`))
      .find((input) => !(input?.checkValidity() && input.value.trim()));
    invalid?.focus();
    return invalid === undefined;
  };

  // A step opened by its Next or Back button takes focus at its first field (the summary, which has
  // none, at its heading): the button pressed is hidden with the step it belonged to.
  const movedTo = useRef<Step | null>(null);
  const goTo = (next: Step) => {
    movedTo.current = next;
    setStep(next);
  };
  useEffect(() => {
    if (movedTo.current !== step) return;
    movedTo.current = null;
    const shown = dialog.current?.querySelector<HTMLElement>(`[data-step-name="${step}"]`);
    if (shown) (firstControl(shown) ?? shown.querySelector<HTMLElement>("[data-step-heading]"))?.focus();
  }, [step]);

  const stepShown = (name: Step) => !enhanced || step === name;

  return (
    <dialog
      ref={dialog}
      className="ticket-modal"
      aria-labelledby="ticket-modal-title"
      data-testid="ticket-modal"
      data-step={step}
      open={!enhanced && openOnLoad ? true : undefined}
      onClose={onClose}
      onCancel={onClose}
      onClick={(click) => click.target === dialog.current && onClose()}
    >
      <Form method="post" className="ticket-modal__form" {...getFormProps(form)} noValidate={enhanced}>
        <header className="ticket-modal__header">
          <h2 id="ticket-modal-title">{t("title", { event: event.title })}</h2>
          {enhanced ? (
            <button type="button" className="ticket-modal__close" onClick={onClose} aria-label={t("close")}>
              ×
            </button>
          ) : null}
        </header>
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {csrf ? <input type="hidden" name="csrf_token" value={csrf} /> : null}
        <CampaignFields />
        <Honeypot />
        <FormAlert message={form.errors?.[0]} testId="order-error" />

        <fieldset className="ticket-modal__step" data-step-name="tickets" hidden={!stepShown("tickets")}>
          <legend>{t("chooseTickets")}</legend>
          <ul className="ticket-types">
            {event.ticket_types.map((ticketType) => (
              <li key={ticketType.id} className="ticket-types__item">
                <label htmlFor={`quantity-${ticketType.id}`} className="ticket-types__name">
                  {ticketType.name}
                  <span className="ticket-types__price">{money(priceCents(ticketType, group), { free: tPrice("free") })}</span>
                  {!ticketType.on_sale ? <span className="ticket-types__note">{ticketType.sold_out ? t("soldOut") : t("notYet")}</span> : null}
                </label>
                <select
                  id={`quantity-${ticketType.id}`}
                  name={quantityField(ticketType)}
                  value={quantities[quantityField(ticketType)] ?? 0}
                  disabled={!ticketType.on_sale}
                  onChange={(change) => setQuantities((current) => ({ ...current, [quantityField(ticketType)]: Number(change.target.value) }))}
                >
                  {Array.from({ length: (ticketType.on_sale ? ticketType.max_quantity : 0) + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          <PriceNote event={event} group={group} />
          <FieldError id="tickets-error" errors={form.allErrors.tickets} />
          {enhanced ? (
            <div className="ticket-modal__actions">
              <button type="button" className="button button--primary" disabled={lines.length === 0} onClick={() => goTo("contact")}>
                {t("next")}
              </button>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="ticket-modal__step" data-step-name="contact" hidden={!stepShown("contact")}>
          <legend>{t("contact")}</legend>
          {user ? <p className="ticket-modal__user" data-testid="order-logged-in">{t("loggedInAs", { name: user.first_name || user.email })}</p> : null}
          <div className="field-row">
            <TextField field={fields.first_name} label={t("firstName")} autoComplete="given-name" />
            <TextField field={fields.last_name} label={t("lastName")} autoComplete="family-name" />
          </div>
          <TextField field={fields.email} label={t("email")} type="email" autoComplete="email" hint={t("emailHint")} />
          <Captcha needed={captchaNeeded} errors={fields.captcha.errors} errorId={fields.captcha.errorId} round={lastResult} />
          {enhanced ? (
            <div className="ticket-modal__actions">
              <button type="button" className="button button--outline" onClick={() => goTo("tickets")}>
                {t("back")}
              </button>
              <button type="button" className="button button--primary" onClick={() => contactValid() && goTo("summary")}>
                {t("next")}
              </button>
            </div>
          ) : null}
        </fieldset>

        <section className="ticket-modal__step" data-step-name="summary" hidden={!stepShown("summary")} aria-labelledby="order-summary-title">
          <h3 id="order-summary-title" tabIndex={-1} data-step-heading>
            {t("summary")}
          </h3>
          {enhanced ? (
            <table className="order-summary" data-testid="order-summary">
              <tbody>
                {lines.map((line) => (
                  <tr key={line.ticketType.id}>
                    <td>
                      {line.quantity} × {line.ticketType.name}
                    </td>
                    <td>{money(line.quantity * priceCents(line.ticketType, group), { free: tPrice("free") })}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("total")}</th>
                  <td>{money(totalCents(lines, group), { free: tPrice("free") })}</td>
                </tr>
              </tfoot>
            </table>
          ) : null}
          {enhanced ? (
            <p className="ticket-modal__buyer">
              {fields.first_name.value} {fields.last_name.value} · {fields.email.value}
            </p>
          ) : null}
          <PrivacyNote text={t("privacy")} />
          <div className="ticket-modal__actions">
            {enhanced ? (
              <button type="button" className="button button--outline" onClick={() => goTo("contact")}>
                {t("back")}
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={submitting} data-testid="order-submit">
              {totalCents(lines, group) === 0 && enhanced ? t("orderFree") : t("order")}
            </button>
          </div>
          <p className="field__hint">{t("afterOrder")}</p>
          <p className="sr-only" aria-live="polite">
            {submitting ? t("sending") : ""}
          </p>
        </section>
      </Form>
    </dialog>
  );
}

function PriceNote({ event, group }: { event: EventDetail; group: PriceGroup }) {
  const t = useTranslations("agenda.order");
  if (group === "non_member") return <p className="field__hint">{event.member_access === "free" ? t("membersFree") : t("membersPayLess")}</p>;
  return <p className="field__hint">{t(group === "member" ? "memberPrice" : "youthPrice")}</p>;
}
