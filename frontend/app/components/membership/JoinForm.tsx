// The join form (/word-lid, and a discount link's page): adult or youth membership, the applicant's
// details, agreement to the statutes and privacy terms. Checked in the browser on blur (the
// agreement on change), and again by the server; then the first payment at the checkout.
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useLocale, useTranslations } from "use-intl";

import { amsterdamFormat } from "../../lib/format/datetime";
import type { Locale } from "../../lib/locale";
import type { MembershipOptions, Offer, OfferPrefill } from "../../lib/membership/types";
import { PROVINCES } from "../../lib/members/provinces";
import { type Tier, joinSchema } from "../../lib/membership/schema";
import { LocalLink } from "../LocalLink";
import { track } from "../../lib/tracking/track";
import { useMoney } from "../../lib/format/use-money";
import { CampaignFields } from "../forms/CampaignFields";
import { Captcha, useCaptchaNeeded } from "../forms/Captcha";
import { Honeypot } from "../forms/Honeypot";
import { FormAlert } from "../forms/FormAlert";
import { FieldError } from "../forms/FieldError";
import { useZodValidation } from "../forms/useFormErrors";
import { keptSlot, useKeptFormContent } from "../forms/kept-form";

interface Props {
  options: MembershipOptions;
  /** A discount link's offer and code: its price, for its tier only. */
  offer?: { code: string; offer: Offer } | null;
  /** The member-get-member link's code (?ref=). */
  referralCode: string;
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** A friend's link: what we know of them, to start from. */
  prefill?: OfferPrefill | null;
}

/** Today as a date field's value (its latest allowed date of birth). */
const today = () => new Date().toISOString().slice(0, 10);

/** Fixed, not React's useId: the kept inside's field ids are then the browser's own. One join form
 * per page. */
const FORM_ID = "join";
// What the kept inside carries in place of each request's own values.
const SLOTS = { idempotencyKey: keptSlot("idempotency_key"), referralCode: keptSlot("referral_code"), today: keptSlot("today") };

// The server keeps the inside of the plain join form no one has sent yet, per prices and language
// (components/forms/kept-form.ts); its one-time key, the link's code and today's date are put in
// per request. A discount link's or a friend's form is rendered in place.
export function JoinForm(props: Props) {
  const pristine = !props.lastResult && !props.offer && !props.prefill;
  const fill = { [SLOTS.idempotencyKey]: props.idempotencyKey, [SLOTS.referralCode]: props.referralCode, [SLOTS.today]: today() };
  const kept = useKeptFormContent(`join|${JSON.stringify(props.options)}`, pristine, <PristineFields options={props.options} />, fill);
  if (kept) return <Form {...FORM_ELEMENT} id={FORM_ID} noValidate {...kept} />;
  return <LiveJoinForm {...props} />;
}

const FORM_ELEMENT = { method: "post", className: "form-panel join-form", "data-testid": "join-form" } as const;

function LiveJoinForm(props: Props) {
  const join = useJoinForm(props);
  const submitting = useNavigation().state === "submitting";
  return (
    <Form {...FORM_ELEMENT} {...getFormProps(join.form)}>
      <JoinFields {...props} {...join} latestBirthDate={today()} submitting={submitting} />
    </Form>
  );
}

/** The inside of the form no one has sent, as the server renders it on its own to keep it. */
function PristineFields({ options }: { options: MembershipOptions }) {
  const pristine = { options, referralCode: SLOTS.referralCode, idempotencyKey: SLOTS.idempotencyKey };
  return <JoinFields {...pristine} {...useJoinForm(pristine)} latestBirthDate={SLOTS.today} submitting={false} />;
}

function useJoinForm({ options, offer, lastResult, prefill }: Props) {
  const tErrors = useTranslations("membership.errors");
  const schema = useMemo(
    () => joinSchema((key, values) => tErrors(key, values), { minAge: options.min_age, youthMaxAge: options.youth_max_age }),
    [tErrors, options.min_age, options.youth_max_age],
  );
  const validation = useZodValidation(schema);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...validation,
    defaultValue: { tier: offer?.offer.tier ?? "adult", ...prefill },
    // A valid form on its way to the payment: the checkout starts (a no-op without consent).
    onSubmit: () => track({ type: "checkout_start", kind: "membership" }),
  });
  return { form, fields };
}

type JoinFormState = ReturnType<typeof useJoinForm>;

function JoinFields({
  options,
  offer,
  referralCode,
  idempotencyKey,
  lastResult,
  form,
  fields,
  latestBirthDate,
  submitting,
}: Props & JoinFormState & { latestBirthDate: string; submitting: boolean }) {
  const money = useMoney();
  const t = useTranslations("membership.join");
  const tForms = useTranslations("forms");
  const captchaNeeded = useCaptchaNeeded(fields.captcha.errors);
  const prices: Record<Tier, number> = { adult: options.adult_cents, youth: options.youth_cents };
  // What the first payment costs today: the backend's price (pro-rated to the 31st of December).
  const firstYear: Record<Tier, number> = { adult: options.adult_first_year_cents, youth: options.youth_first_year_cents };
  const tier = (offer?.offer.tier ?? fields.tier.value) as Tier | undefined;
  const amount = offer ? offer.offer.price_cents : tier ? firstYear[tier] : null;

  type TextField = typeof fields.first_name;
  const input = (field: TextField, type: "text" | "email" | "tel" | "date" = "text") =>
    getInputProps(field, { type }); // Conform links the error (aria-describedby) itself
  const text = (field: TextField, label: string, autoComplete: string, type?: "text" | "email" | "tel" | "date") => (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...input(field, type)} autoComplete={autoComplete} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );

  return (
    <>
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="referral_code" value={referralCode} />
      <CampaignFields />

      {offer ? (
        <div className="join-form__offer" data-testid="join-offer">
          <input type="hidden" name="tier" value={offer.offer.tier} />
          <input type="hidden" name="offer_code" value={offer.code} />
          <p className="join-form__campaign">{offer.offer.campaign || t("offerTitle")}</p>
          <p className="join-form__price">
            <span data-testid="offer-price">{money(offer.offer.price_cents, { whole: true })}</span>{" "}
            <s className="join-form__regular" aria-label={t("regularPrice", { price: money(offer.offer.regular_cents, { whole: true }) })}>
              {money(offer.offer.regular_cents, { whole: true })}
            </s>
          </p>
          <p className="field__hint">{t(offer.offer.tier === "youth" ? "offerYouth" : "offerAdult")}</p>
          <FieldError id={fields.tier.errorId} errors={fields.tier.errors} />
        </div>
      ) : (
        <fieldset>
          <legend>{t("tierLegend")}</legend>
          <div className="join-form__tiers">
            {(["adult", "youth"] as const).map((value) => (
              <label key={value} className="tier-option">
                <input {...getInputProps(fields.tier, { type: "radio", value })} key={value} />
                <span>
                  <strong>{t(value === "adult" ? "adult" : "youth", { age: options.youth_max_age })}</strong>
                  <span className="tier-option__price">{t("perYear", { price: money(prices[value], { whole: true }) })}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={fields.tier.errorId} errors={fields.tier.errors} />
          {tier ? (
            <p className="join-form__first-year" data-testid="first-year" aria-live="polite">
              <FirstYearText options={options} amount={firstYear[tier]} yearly={prices[tier]} />
            </p>
          ) : null}
        </fieldset>
      )}

      <fieldset>
        <legend>{t("detailsLegend")}</legend>
        <div className="field-row">
          {text(fields.first_name, t("firstName"), "given-name")}
          {text(fields.last_name, t("lastName"), "family-name")}
        </div>
        {text(fields.email, t("email"), "email", "email")}
        <div className="field">
          <label htmlFor={fields.date_of_birth.id}>{t("dateOfBirth")}</label>
          <input {...input(fields.date_of_birth, "date")} autoComplete="bday" max={latestBirthDate} />
          <FieldError id={fields.date_of_birth.errorId} errors={fields.date_of_birth.errors} />
        </div>
      </fieldset>

      <fieldset>
        <legend>{t("addressLegend")}</legend>
        {text(fields.street, t("street"), "street-address")}
        <div className="field-row">
          {text(fields.postal_code, t("postalCode"), "postal-code")}
          {text(fields.city, t("city"), "address-level2")}
        </div>
        <div className="field">
          <label htmlFor={fields.province.id}>
            {t("province")} <span className="field__hint">{tForms("optional")}</span>
          </label>
          <select {...getSelectProps(fields.province)} autoComplete="address-level1">
            <option value="">{t("noProvince")}</option>
            {PROVINCES.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={fields.province.errorId} errors={fields.province.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.phone.id}>
            {t("phone")} <span className="field__hint">{tForms("optional")}</span>
          </label>
          <input {...input(fields.phone, "tel")} autoComplete="tel" />
          <FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
        </div>
      </fieldset>

      <div className="field">
        <label className="checkbox">
          <input
            {...getInputProps(fields.agree, { type: "checkbox" })}
            onChange={() => form.validate({ name: fields.agree.name })}
          />
          <span>
            {t.rich("agree", {
              terms: (chunks) => <LocalLink to="/algemene-voorwaarden">{chunks}</LocalLink>,
              privacy: (chunks) => <LocalLink to="/privacy">{chunks}</LocalLink>,
            })}
          </span>
        </label>
        <FieldError id={fields.agree.errorId} errors={fields.agree.errors} />
      </div>

      <Honeypot />
      <Captcha needed={captchaNeeded} errors={fields.captcha.errors} errorId={fields.captcha.errorId} round={lastResult} />
      <FormAlert message={form.status === "error" ? (form.errors?.[0] ?? tForms("incomplete")) : null} testId="form-incomplete" />

      <button type="submit" className="button button--primary form-panel__submit" disabled={submitting}>
        {amount !== null ? t("submit", { amount: money(amount, { whole: true }) }) : t("submitPlain")}
      </button>
      <p className="form-panel__note">{t("mandate")}</p>
    </>
  );
}

/** "U betaalt nu € 4 voor de rest van 2026 (november en december); daarna € 25 per jaar.": the
 * period is the backend's (its months up to its 31st of December), not the browser's clock. */
function FirstYearText({ options, amount, yearly }: { options: MembershipOptions; amount: number; yearly: number }) {
  const money = useMoney();
  const t = useTranslations("membership.join");
  const locale = useLocale() as Locale;
  const year = Number(options.first_year_until.slice(0, 4));
  const values = { amount: money(amount, { whole: true }), yearly: money(yearly, { whole: true }), year: String(year) };
  if (options.first_year_months >= 12) return <>{t("firstYearWhole", values)}</>;
  const month = (index: number) => amsterdamFormat(locale, { month: "long" }).format(new Date(Date.UTC(year, index, 15)));
  const first = month(12 - options.first_year_months);
  const last = month(11);
  const period =
    options.first_year_months === 1
      ? last
      : t(options.first_year_months === 2 ? "periodTwo" : "periodMany", { first, last });
  return <>{t("firstYear", { ...values, period })}</>;
}
