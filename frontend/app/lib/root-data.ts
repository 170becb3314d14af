// What the root loader hands every part of the shell.
import { useRouteLoaderData } from "react-router";
import type { components } from "./api/schema";
import type { Locale } from "./locale";
import { useLocale } from "use-intl";
import type { PartyValues, SiteSettings } from "./site-settings";
import { DEFAULT_SITE_SETTINGS, partyName, partyValues } from "./site-settings";

export interface RootData {
  locale: Locale;
  settings: SiteSettings;
  origin: string;
  /** Election day in Amsterdam (SPEC §8): every page opens with the vote-today banner. */
  electionToday: boolean;
  /** The logged-in visitor on a personal page (lib/personal-pages.ts), whose render read the
   * session; null on every other page, whoever asks: use lib/visitor.ts's useVisitor(). */
  user: components["schemas"]["AccountOut"] | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useSiteSettings(): SiteSettings {
  return useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
}

/** '{party}' and '{wordmark}' for a text that names the party: t("intro", useParty()). */
export function useParty(): PartyValues {
  return partyValues(useSiteSettings().party, useLocale() as Locale);
}

/** The party's name in the visitor's language (structured data, the sender of its mails). */
export function usePartyName(): string {
  return partyName(useSiteSettings().party, useLocale() as Locale);
}
