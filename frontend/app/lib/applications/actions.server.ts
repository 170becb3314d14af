// What the route actions of the staff forms share: the visitor's language, the forms' messages (the
// same the browser uses), the CV size guard before an upload is read, and the summary when the
// API refused or could not be reached. Server-only.
import { createTranslator } from "use-intl";
import { messagesFor } from "../../locales/index.server";
import type { Submitted } from "../api/submitted.server";
import { type Locale, localeFromPath } from "../locale";
import { type ApplicationMessageKey, type ApplicationMessages, type CvRule, formatMegabytes } from "./schema";

/** Room for the form's other fields next to the largest CV the API takes. */
const OTHER_FIELDS_BYTES = 64 * 1024;

export function applicationText(url: URL) {
  const locale: Locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "applications" });
  const tForms = createTranslator({ locale, messages, namespace: "forms" });
  /** The field messages, with `consentKey`'s text (e.g. 'contact.consentRequired') for the consent. */
  const fieldMessages =
    (consentKey: Parameters<typeof t>[0], rule?: CvRule): ApplicationMessages =>
    (key: ApplicationMessageKey) =>
      key === "consent"
        ? t(consentKey)
        : key === "cvTooLarge"
          ? t("errors.cvTooLarge", { max: formatMegabytes(rule?.maxBytes ?? 0, locale) })
          : t(`errors.${key}`);
  /** The summary when the API gave no message: 'incomplete' for bad input, 'try later' when it was down. */
  const fallback = (refused: Extract<Submitted<unknown>, { ok: false }>) =>
    refused.status === 0 || refused.status >= 500 ? t("failed") : tForms("incomplete");
  return { locale, t, tForms, fieldMessages, fallback };
}

/** True when the request is too large to hold an acceptable CV: refused before the body is read. */
export function tooLargeToRead(request: Request, rule: CvRule): boolean {
  const length = Number(request.headers.get("content-length") ?? "0");
  return length > rule.maxBytes + OTHER_FIELDS_BYTES;
}
