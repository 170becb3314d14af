// The proof-of-work captcha (ALTCHA, self-hosted: core/captcha.py), shown only once the API asked
// for it (a refusal with a `captcha` field, see core/abuse.py guard_form). The widget's script is
// imported on demand in the browser (captcha-widget.ts), so pages whose forms never need it ship
// none of it. Solved,
// it puts its payload in a hidden input named `captcha`, sent with the form.
import type {} from "altcha/types/react";
import { Fragment, useEffect, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { FieldError } from "./FieldError";

export const CAPTCHA_FIELD = "captcha";
export const CHALLENGE_URL = "/api/captcha/challenge";
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

let widgetLoaded: Promise<void> | null = null;

/** The widget's script, once per page; `strings` replace its own texts in the page's language. */
function loadWidget(locale: string, strings: Record<string, string>): Promise<void> {
  widgetLoaded ??= import("./captcha-widget").then(() => undefined);
  return widgetLoaded.then(() => {
    const i18n = globalThis.$altcha.i18n;
    i18n.set(locale, { ...(i18n.get("en") ?? {}), ...strings });
  });
}

/**
 * Whether a form must show the captcha: from the first refusal that asked for it (an error on the
 * `captcha` field) until the page is left; the API keeps asking while the tries go on.
 */
export function useCaptchaNeeded(errors: string[] | undefined): boolean {
  const asked = Boolean(errors?.length);
  const [needed, setNeeded] = useState(asked);
  if (asked && !needed) setNeeded(true);
  return needed || asked;
}

interface Props {
  needed: boolean;
  errors?: string[];
  errorId?: string;
  /** Changes with every answer of the form's action: a solution works once, so a new one is made. */
  round?: unknown;
}

export function Captcha({ needed, errors, errorId = "captcha-error", round }: Props) {
  const t = useTranslations("forms.captcha");
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  // A new round mounts a new widget, in the render that brings the round.
  const [widgetKey, setWidgetKey] = useState(0);
  const [shownRound, setShownRound] = useState(round);
  if (round !== shownRound) {
    setShownRound(round);
    setWidgetKey((key) => key + 1);
  }

  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadWidget(locale, {
      label: t("label"),
      verifying: t("verifying"),
      verified: t("verified"),
      error: t("error"),
      expired: t("expired"),
      verificationRequired: t("required"),
      waitAlert: t("verifying"),
      loading: t("loading"),
      reload: t("reload"),
      verify: t("verify"),
    }).then(
      () => live && setReady(true),
      (failure: unknown) => console.error("captcha widget:", failure instanceof Error ? failure.message : failure),
    );
    return () => {
      live = false;
    };
  }, [needed, locale, t]);

  if (!needed) return null;
  return (
    <div className="field captcha" data-testid="captcha">
      <p className="field__hint">{t("intro")}</p>
      {ready ? (
        <Fragment key={widgetKey}>
          <altcha-widget
            challenge={CHALLENGE_URL}
            name={CAPTCHA_FIELD}
            language={locale}
            auto="onload"
            configuration={WIDGET_CONFIGURATION}
            aria-describedby={errors?.length ? errorId : undefined}
          />
        </Fragment>
      ) : (
        <>
          <p className="captcha__loading">{t("loading")}</p>
          <noscript>
            <p>{t("noscript")}</p>
          </noscript>
        </>
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
