// A form's zod schema with its messages in the page's language. The server renders some forms on
// every request (the home page's newsletter form) and built their schema each time, about 4 % of
// the home page's render (bench/RESULTS.md, issue 25): there a schema is built once per form and
// language and kept, as its messages are the same for every visitor of that language. The browser
// builds it once per mounted form, as before.
import { useMemo } from "react";
import { useLocale } from "use-intl";

const kept = new WeakMap<object, Map<string, unknown>>();

/** The schema of `factory` in `locale`, built with these messages the first time and kept after. */
export function keptSchema<Messages, Schema>(factory: (messages: Messages) => Schema, messages: Messages, locale: string): Schema {
  let byLocale = kept.get(factory);
  if (!byLocale) kept.set(factory, (byLocale = new Map()));
  if (!byLocale.has(locale)) byLocale.set(locale, factory(messages));
  return byLocale.get(locale) as Schema;
}

export function useLanguageSchema<Messages, Schema>(factory: (messages: Messages) => Schema, messages: Messages): Schema {
  const locale = useLocale();
  return useMemo(
    () => (import.meta.env.SSR ? keptSchema(factory, messages, locale) : factory(messages)),
    [factory, messages, locale],
  );
}
