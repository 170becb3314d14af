// One recurring gift as its giver sees it (a monthly gift, a friend's yearly gift): amount, how
// often, the next charge and its state, with the forms to change the amount or interval, pause
// (1, 3 or 6 months, or to a date) or resume, and stop. Used by /mijn-account and by the manage
// page of a mail's link; each form posts to the route's action with `hidden` (which gift).
import { Form, useNavigation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { formatDate, formatMoney } from "../../lib/format";
import type { GiftAction, RecurringGift } from "../../lib/gifts/change";
import type { Locale } from "../../lib/locale";
import { FormAlert } from "../forms/FormAlert";

export type GiftResult = { form: "gift"; ref: string; done: GiftAction } | { form: "gift"; ref: string; error: string };

const PER: Record<RecurringGift["interval"], "perMonth" | "perQuarter" | "perYear"> = {
  "1 month": "perMonth",
  "3 months": "perQuarter",
  "12 months": "perYear",
};

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function GiftManager({
  gift,
  hidden,
  result,
  headingLevel = 3,
}: {
  gift: RecurringGift;
  hidden: Record<string, string>;
  result?: GiftResult | null;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations("gifts");
  const locale = useLocale() as Locale;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("ref") === gift.ref;
  const mine = result && result.ref === gift.ref ? result : null;
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (day: string) => formatDate(day, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `gift-${gift.ref}`;
  const running = gift.status !== "stopped";
  const minimum = money(gift.min_amount_cents);
  return (
    <section className="gift" aria-labelledby={id} data-testid="gift" data-kind={gift.kind} data-state={gift.status}>
      <Heading className="gift__title" id={id}>
        <span>{gift.kind === "friend" ? t("friendTitle") : t("monthlyTitle", { campaign: gift.title })}</span>
        <span className={`gift__state gift__state--${gift.status}`} data-testid="gift-state">
          {gift.status === "paused" && gift.paused_until ? t("pausedUntil", { date: date(gift.paused_until) }) : t(`states.${gift.status}`)}
        </span>
      </Heading>
      <dl className="account__facts">
        <dt>{t("amount")}</dt>
        <dd data-testid="gift-amount">{t(PER[gift.interval], { amount: money(gift.amount_cents) })}</dd>
        {gift.next_charge_on ? (
          <>
            <dt>{t("nextCharge")}</dt>
            <dd data-testid="gift-next">{date(gift.next_charge_on)}</dd>
          </>
        ) : null}
        <dt>{t("since")}</dt>
        <dd>{date(gift.started_on)}</dd>
        {gift.stopped_on ? (
          <>
            <dt>{t("stoppedOn")}</dt>
            <dd>{date(gift.stopped_on)}</dd>
          </>
        ) : null}
      </dl>
      {mine && "done" in mine ? (
        <p className="account__saved" role="status" data-testid="gift-done">
          {t(`done.${mine.done}`)}
        </p>
      ) : null}
      <FormAlert message={mine && "error" in mine ? mine.error : null} testId="gift-error" />
      {running ? (
        <div className="gift__actions">
          <details className="gift__action" data-testid="gift-change-amount">
            <summary>{t("changeAmount")}</summary>
            <Form method="post">
              <Hidden fields={{ ...hidden, action: "amount" }} />
              <div className="gift__inline">
                <div className="field">
                  <label htmlFor={`${id}-amount`}>{t("newAmount")}</label>
                  <input
                    id={`${id}-amount`}
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    defaultValue={locale === "nl" ? String(gift.amount_cents / 100).replace(".", ",") : String(gift.amount_cents / 100)}
                    aria-describedby={`${id}-amount-hint`}
                  />
                </div>
                <button type="submit" className="button button--primary" disabled={busy}>
                  {t("saveAmount")}
                </button>
              </div>
              <p className="account__hint" id={`${id}-amount-hint`}>
                {t("amountHint", { minimum })}
              </p>
            </Form>
          </details>
          {gift.intervals.length > 1 ? (
            <details className="gift__action" data-testid="gift-change-interval">
              <summary>{t("changeInterval")}</summary>
              <Form method="post">
                <Hidden fields={{ ...hidden, action: "interval" }} />
                <div className="gift__inline">
                  <div className="field">
                    <label htmlFor={`${id}-interval`}>{t("howOften")}</label>
                    <select id={`${id}-interval`} name="interval" defaultValue={gift.interval}>
                      {gift.intervals.map((interval) => (
                        <option key={interval} value={interval}>
                          {t(`intervals.${PER[interval]}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="submit" className="button button--primary" disabled={busy}>
                    {t("saveInterval")}
                  </button>
                </div>
              </Form>
            </details>
          ) : null}
          {gift.status === "paused" ? (
            <Form method="post" data-testid="gift-resume">
              <Hidden fields={{ ...hidden, action: "resume" }} />
              <button type="submit" className="button button--outline" disabled={busy}>
                {t("resume")}
              </button>
            </Form>
          ) : (
            <details className="gift__action" data-testid="gift-pause">
              <summary>{t("pause")}</summary>
              <Form method="post">
                <Hidden fields={{ ...hidden, action: "pause" }} />
                <fieldset>
                  <legend>{t("pauseHowLong")}</legend>
                  {gift.pause_months.map((months, index) => (
                    <label key={months} className="gift__choice">
                      <input type="radio" name="pause" value={String(months)} defaultChecked={index === 0} />
                      {t("pauseMonths", { months })}
                    </label>
                  ))}
                  <label className="gift__choice">
                    <input type="radio" name="pause" value="date" />
                    {t("pauseToDate")}
                  </label>
                  <div className="field">
                    <label htmlFor={`${id}-until`}>{t("resumeOn")}</label>
                    <input id={`${id}-until`} type="date" name="until" />
                  </div>
                </fieldset>
                <p className="account__hint">{t("pauseHint")}</p>
                <button type="submit" className="button button--primary" disabled={busy}>
                  {t("confirmPause")}
                </button>
              </Form>
            </details>
          )}
          <details className="gift__action" data-testid="gift-stop">
            <summary>{t("stop")}</summary>
            <Form method="post">
              <Hidden fields={{ ...hidden, action: "stop" }} />
              <p>{gift.kind === "friend" ? t("stopFriendText") : t("stopText")}</p>
              <button type="submit" className="button button--danger" disabled={busy}>
                {t("confirmStop")}
              </button>
            </Form>
          </details>
        </div>
      ) : null}
    </section>
  );
}
