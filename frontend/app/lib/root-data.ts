// What the root loader hands every part of the shell.
import { useRouteLoaderData } from "react-router";
import type { components } from "./api/schema";
import type { Locale } from "./locale";
import type { SiteSettings } from "./site-settings";
import { DEFAULT_SITE_SETTINGS } from "./site-settings";

export interface RootData {
  locale: Locale;
  settings: SiteSettings;
  origin: string;
  /** The logged-in visitor ('logged in as', SPEC §6), or null. */
  user: components["schemas"]["AccountOut"] | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useSiteSettings(): SiteSettings {
  return useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
}

export function useCurrentUser(): RootData["user"] {
  return useRootData()?.user ?? null;
}
