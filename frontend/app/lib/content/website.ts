// Which of the party's websites an article belongs to, shown as a badge on cards and articles.
import type { Website } from "./types";

export type WebsiteLabelKey = "jfvd" | "renaissance" | "international";

/** The key of the badge text in the 'news.website' messages; null for the party's own site. */
export function websiteLabelKey(website: Website | string | null | undefined): WebsiteLabelKey | null {
  switch (website) {
    case "jfvd":
    case "renaissance":
    case "international":
      return website;
    default:
      return null;
  }
}
