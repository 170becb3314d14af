// Regions (SPEC §2.7): the three kinds, their visitor paths and route parameter names, and the
// letter groups of the long municipality list.
import type { Region, RegionKind } from "./types";

export interface RegionKindInfo {
  kind: RegionKind;
  /** The list's path segment: '/gemeentes', '/provincies', '/waterschappen'. */
  segment: "gemeentes" | "provincies" | "waterschappen";
  /** The route parameter that names one region. */
  param: "gemeente" | "provincie" | "waterschap";
}

export const REGION_KINDS: readonly RegionKindInfo[] = [
  { kind: "gemeente", segment: "gemeentes", param: "gemeente" },
  { kind: "provincie", segment: "provincies", param: "provincie" },
  { kind: "waterschap", segment: "waterschappen", param: "waterschap" },
];

/** The kind a (Dutch, locale-free) path belongs to: '/provincies/utrecht' → provincie. */
export function regionKindForPath(path: string): RegionKindInfo | null {
  const segment = path.split("/").filter(Boolean)[0];
  return REGION_KINDS.find((info) => info.segment === segment) ?? null;
}

/** The kind whose parameter the route has ({gemeente}, {provincie} or {waterschap}). */
export function regionKindForParams(params: Record<string, string | undefined>): RegionKindInfo | null {
  return REGION_KINDS.find((info) => params[info.param] !== undefined) ?? null;
}

/** '/gemeentes/arnhem/nieuws/{slug}': a regional article's path. */
export function regionalArticlePath(regionPath: string, slug: string): string {
  return `${regionPath.replace(/\/+$/, "")}/nieuws/${slug}`;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/**
 * Groups names by their first letter, ignoring accents and a leading "'s-" or "'t " ('s-Hertogenbosch
 * under H). Letters come in alphabetical order, the names in each in the order given; anything that
 * does not start with a letter goes under '#', last.
 */
export function groupByLetter<T>(items: readonly T[], name: (item: T) => string): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const bare = name(item)
      .trim()
      .replace(/^['’]s-?\s*|^['’]t\s+/i, "")
      .normalize("NFD")
      .replace(/\p{M}/gu, "");
    const first = bare.charAt(0).toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, items: list }));
}

/** The province whose agenda a region shows: its own, or a municipality's province; none for a water board. */
export function provinceOf(region: Region): string | null {
  if (region.kind === "provincie") return region.slug;
  return region.kind === "gemeente" && region.province ? region.province.slug : null;
}
