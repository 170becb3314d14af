// Both catalogues live on the server; the root loader sends the browser only the current one.
import type { Locale } from "../lib/locale";
import type { Messages } from "./types";
import en from "./en.json";
import nl from "./nl.json";

export type { Messages } from "./types";
const CATALOGUES: Record<Locale, Messages> = { nl, en };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
