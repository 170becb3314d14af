import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { provideMessages } from "../../locales/catalogues";
import type { ArticleSummary } from "../../lib/content/types";
import type { EventSummary } from "../../lib/events/types";
import type { Locale } from "../../lib/locale";
import type { SharedMarkup } from "../../lib/shared-markup";
import { countingSharedMarkup, streamedPage } from "../../lib/shared-markup.testing";
import { EventListItem } from "../events/EventCard";
import { UpcomingEvents } from "../home/UpcomingEvents";
import type { UpcomingEvent } from "../../lib/events/types";
import { ArticleGrid } from "./ArticleCard";

provideMessages("nl", nl);
provideMessages("en", en);

const page = (locale: Locale, shared: SharedMarkup | null, list: ReactElement) => streamedPage(locale === "en" ? "/en/nieuws" : "/nieuws", shared, list);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const article = (slug: string, publishOn: string, locale: "nl" | "en" = "nl"): ArticleSummary => ({
  slug,
  title: `Titel ${slug}`,
  intro: `Intro ${slug}`,
  locale,
  publish_on: publishOn,
  website: "default",
  image: { url: `/media/${slug}.webp`, width: 1600, height: 900, alt: "", srcset: `/media/${slug}-400.webp 400w` },
  authors: [{ name: "Anna de Vries", slug: "anna-de-vries" }] as ArticleSummary["authors"],
});
const EVENT = {
  slug: "ledenavond",
  title: "Ledenavond",
  locale: "nl",
  start_time: "2027-01-15T18:30:00Z",
  end_time: "2027-01-15T21:00:00Z",
  canceled: false,
  location: { name: "Zaal", street: "", postal_code: "", city: "Utrecht", province: "utrecht" },
  intro: "",
  event_type: "ledenavond",
  event_type_label: "Ledenavond",
  sold_out: false,
  ticket_state: "available",
  sales_start: null,
  price_from_cents: 1250,
  image: null,
} as unknown as EventSummary;

describe("the cards the server keeps", () => {
  it("are exactly the cards rendered in place, in both languages", async () => {
    const articles = [article("een", hoursAgo(3)), article("twee", hoursAgo(50), "en")];
    for (const locale of ["nl", "en"] as const) {
      const list = (
        <>
          <ArticleGrid articles={articles} />
          <ul>
            <EventListItem event={EVENT} />
          </ul>
          <UpcomingEvents events={[EVENT as unknown as UpcomingEvent, { ...EVENT, slug: "debat", canceled: true } as unknown as UpcomingEvent]} />
        </>
      );
      const inPlace = await page(locale, null, list);
      expect(inPlace).toContain(locale === "nl" ? "3 uur geleden" : "3 hours ago");
      expect(inPlace).toContain('class="home-event" data-testid="upcoming-event"');
      // The event has no English translation: on /en its title says it is Dutch.
      expect(inPlace.includes('<h3 class="home-event__title" lang="nl">')).toBe(locale === "en");
      expect(inPlace).toContain(locale === "nl" ? "vrijdag<!-- --> <!-- -->19:30<!-- --> · Utrecht" : "Friday<!-- --> <!-- -->19:30<!-- --> · Utrecht");
      const { shared, rendered } = countingSharedMarkup();
      expect(await page(locale, shared, list)).toBe(inPlace);
      expect(rendered).toHaveLength(5);
      expect(await page(locale, shared, list)).toBe(inPlace);
      expect(rendered).toHaveLength(5);
    }
  });

  it("are kept under all they show: a card whose date reads otherwise, or whose content changed, is rendered anew", async () => {
    const { shared, rendered } = countingSharedMarkup();
    await page("nl", shared, <ArticleGrid articles={[article("een", hoursAgo(3))]} />);
    expect(rendered).toHaveLength(1);
    const later = await page("nl", shared, <ArticleGrid articles={[article("een", hoursAgo(4))]} />);
    expect(rendered).toHaveLength(2);
    expect(later).toContain("4 uur geleden");
    const renamed = await page("nl", shared, <ArticleGrid articles={[{ ...article("een", hoursAgo(4)), title: "Nieuwe titel" }]} />);
    expect(rendered).toHaveLength(3);
    expect(renamed).toContain("Nieuwe titel");
    const soldOut = await page("nl", shared, <ul><EventListItem event={{ ...EVENT, ticket_state: "sold_out", sold_out: true }} /></ul>);
    expect(soldOut).toContain('data-state="sold_out"');
    const regional = await page("nl", shared, <ArticleGrid articles={[article("een", hoursAgo(4))]} hrefFor={(slug) => `/gemeentes/utrecht/nieuws/${slug}`} />);
    expect(regional).toContain('href="/gemeentes/utrecht/nieuws/een"');
    expect(rendered).toHaveLength(5);
  });
});
