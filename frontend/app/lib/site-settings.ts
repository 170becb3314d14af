// Site-wide settings edited in Wagtail: every external URL of the shell comes from here.
import type { Locale } from "./locale";
import { NO_TRACKING, type TrackingConfig } from "./tracking/config";

export type PartnerSiteKey = "youth_wing" | "international" | "institute" | "schools";
export type SocialNetwork = "twitter" | "facebook" | "instagram" | "youtube" | "telegram" | "tiktok";

export interface PartnerSite {
  key: PartnerSiteKey;
  url: string;
  name: string;
  name_en: string;
}

/** The party's identity (Settings → Partij-identiteit): every text that names the party reads it. */
export interface Party {
  name: string;
  /** On the English site; empty: the Dutch name. */
  name_en: string;
  wordmark: string;
  logo_url: string | null;
}

export interface SiteSettings {
  english_site_url: string;
  institute_url: string;
  shop_url: string;
  party_site_url: string;
  council_candidate_url: string;
  /** The partner organisations of the mobile panel; `name_en` on /en (empty: the Dutch name). */
  partner_sites: PartnerSite[];
  social_links: { network: SocialNetwork; url: string }[];
  election_date: string | null;
  party: Party;
  /** Consent-gated third parties (from the backend's environment); empty: none at all. */
  tracking: TrackingConfig;
}

/** What the shell renders with when the backend cannot be reached: links without a URL are left out. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  english_site_url: "",
  institute_url: "",
  shop_url: "",
  party_site_url: "",
  council_candidate_url: "",
  partner_sites: [],
  social_links: [],
  election_date: null,
  party: { name: "", name_en: "", wordmark: "", logo_url: null },
  tracking: NO_TRACKING,
};

export const PARTNER_SITE_ORDER: PartnerSiteKey[] = ["youth_wing", "international", "institute", "schools"];
export const SOCIAL_NETWORK_ORDER: SocialNetwork[] = ["twitter", "facebook", "instagram", "youtube", "telegram", "tiktok"];

/** Only http(s) URLs reach an href. */
export function safeUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/** The values of the texts that name the party ('{party}', '{wordmark}' in the catalogues). */
export interface PartyValues {
  party: string;
  wordmark: string;
  [name: string]: string;
}

/** The party's name in the visitor's language. */
/** A partner organisation's name in the visitor's language. */
export function partnerName(site: PartnerSite, locale: Locale): string {
  return (locale === "en" && site.name_en) || site.name;
}

export function partyName(party: Party, locale: Locale): string {
  return (locale === "en" && party.name_en) || party.name;
}

export function partyValues(party: Party, locale: Locale): PartyValues {
  return { party: partyName(party, locale), wordmark: party.wordmark };
}
