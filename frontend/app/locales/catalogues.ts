// The message catalogues as this side of the app holds them. The server has both from the build
// (entry.server.tsx). The browser fetches only the page's own, before hydration (entry.client.tsx),
// as a fingerprinted JSON file that is cached for good (vite.config.ts writes it); another one when
// the visitor switches language (the root's clientLoader). Every page's HTML then carries the texts
// it shows, not the whole catalogue again as loader data.
import type { Locale } from "../lib/locale";
import type { Messages } from "./types";

declare const __MESSAGE_CATALOGUES__: Record<Locale, string> | undefined;

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();

/** The catalogue file's address for this locale (undefined outside a Vite build, as in unit tests). */
export function catalogueUrl(locale: Locale): string | undefined {
  return typeof __MESSAGE_CATALOGUES__ === "object" ? __MESSAGE_CATALOGUES__[locale] : undefined;
}

export function provideMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}

/** The catalogue if it is here already (always on the server; in the browser once loaded). */
export function messagesOf(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Fetches a catalogue once; a failed fetch is tried again on the next call. */
export function loadMessages(locale: Locale, fetchJson: (url: string) => Promise<unknown> = fetchCatalogue): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  const url = catalogueUrl(locale);
  if (!url) return Promise.reject(new Error(`No message catalogue for '${locale}' in this build`));
  let request = pending.get(locale);
  if (!request) {
    request = fetchJson(url).then(
      (messages) => {
        pending.delete(locale);
        provideMessages(locale, messages as Messages);
        return messages as Messages;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, request);
  }
  return request;
}

async function fetchCatalogue(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The message catalogue ${url} answered ${response.status}`);
  return response.json();
}
