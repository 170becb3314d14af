// What the engagement route actions share: the visitor's language, the forms' messages (the same
// the browser uses), and the summary when the API refused or could not be reached. Server-only.
import { createTranslator } from "use-intl";
import { messagesFor } from "../../locales/index.server";
import { type Locale, localeFromPath } from "../locale";
import type { Submitted } from "../api/submitted.server";
import type { EngagementMessageKey, EngagementMessages } from "./schema";

export function engagementText(url: URL) {
  const locale: Locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "engagement" });
  const tForms = createTranslator({ locale, messages, namespace: "forms" });
  /** The field messages, with `consentKey`'s text (e.g. 'newsletter.consentRequired') for the consent. */
  const fieldMessages = (consentKey: Parameters<typeof t>[0]): EngagementMessages => (key: EngagementMessageKey) =>
    key === "consent" ? t(consentKey) : t(`errors.${key}`);
  /** The summary when the API gave no message: 'incomplete' for bad input, 'try later' when it was down. */
  const fallback = (refused: Extract<Submitted<unknown>, { ok: false }>) =>
    refused.status === 0 || refused.status >= 500 ? t("failed") : tForms("incomplete");
  return { locale, t, fieldMessages, fallback };
}
