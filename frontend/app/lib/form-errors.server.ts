// The route actions' side of lib/form-errors.ts: the error map in the language of the page's path.
import { createTranslator } from "use-intl";
import { messagesFor } from "../locales/index.server";
import { formErrorMap } from "./form-errors";
import type { Locale } from "./locale";

export function formErrorsFor(locale: Locale) {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "forms.errors" });
  return formErrorMap((key, values) => t(key, values));
}
