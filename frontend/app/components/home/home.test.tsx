import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import type { UpcomingEvent } from "../../lib/events/types";
import { HomeHero, type HomeHeroData } from "./HomeHero";
import { UpcomingEvents } from "./UpcomingEvents";

function render(node: ReactNode, locale: "nl" | "en" = "nl") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{node}</> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "nl" ? nl : en} timeZone="Europe/Amsterdam">
      <Stub initialEntries={[locale === "nl" ? "/" : "/en"]} />
    </IntlProvider>,
  );
}

const image = { url: "/media/hero.webp", width: 1600, height: 900, alt: "Een illustratie", srcset: "/media/hero-400.webp 400w, /media/hero.webp 1600w" };
const hero: HomeHeroData = {
  title: "Meedoen begint hier",
  lead: "Een korte inleiding.",
  image,
  video: null,
  primary: { label: "Word lid", href: "/word-lid" },
  secondary: { label: "Webwinkel", href: "https://winkel.example/" },
};

function event(slug: string, overrides: Partial<UpcomingEvent> = {}): UpcomingEvent {
  return {
    slug,
    title: `Bijeenkomst ${slug}`,
    locale: "nl",
    start_time: "2026-12-02T18:00:00Z",
    end_time: "2026-12-02T21:00:00Z",
    canceled: false,
    location: { name: "Zaal De Kroon", street: "", number: "", postal_code: "", city: "Utrecht", province: "utrecht", province_label: "Utrecht", country_code: "NL" },
    ...overrides,
  };
}

describe("the home page's hero", () => {
  it("carries the page's h1, the lead and a picture that loads first, with its size", () => {
    const html = render(<HomeHero hero={hero} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(">Meedoen begint hier</h1>");
    expect(html).toContain("Een korte inleiding.");
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(html).toMatch(/<img[^>]*sizes="100vw"/);
    expect(html).toMatch(/<img[^>]*width="1600"[^>]*height="900"/);
    expect(html).toMatch(/<img[^>]*alt=""/);
  });

  it("links a path of the site in the visitor's language and an https address as it is", () => {
    const english = render(<HomeHero hero={hero} />, "en");
    expect(english).toContain('href="/en/word-lid"');
    expect(english).toContain('href="https://winkel.example/"');
  });

  it("leaves out a button whose address is not a path or an https address, and the picture when there is none", () => {
    const html = render(<HomeHero hero={{ ...hero, image: null, primary: { label: "Klik", href: "javascript:alert(1)" }, secondary: { label: "Elders", href: "//elders.example" } }} />);
    expect(html).not.toContain("Klik");
    expect(html).not.toContain("elders.example");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("home-hero__actions");
  });
});

describe("the strip of the next events", () => {
  it("shows nothing when no event is planned", () => {
    expect(render(<UpcomingEvents events={[]} />)).toBe("");
  });

  it("shows each event's date, time and place, links it to its page and says when it is cancelled", () => {
    const html = render(<UpcomingEvents events={[event("een"), event("twee", { canceled: true, location: { ...event("x").location, city: "" } })]} />);
    expect(html).toContain('href="/agenda/een"');
    expect(html).toContain('href="/agenda"');
    expect(html).toContain('dateTime="2026-12-02T18:00:00Z"');
    expect(html).toContain("19:00 · Utrecht");
    expect(html).toContain("19:00 · Zaal De Kroon"); // no city: the venue
    expect(html.match(/Geannuleerd/g)).toHaveLength(1);
    expect(html).toContain(">2</span>");
  });

  it("links to the English agenda on the English site", () => {
    const html = render(<UpcomingEvents events={[event("een")]} />, "en");
    expect(html).toContain('href="/en/agenda/een"');
    expect(html).toContain("Coming up");
  });
});
