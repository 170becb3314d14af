import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import nl from "../../../locales/nl.json";
import type { CmsBlock } from "../../../lib/cms";
import { StreamField } from "../StreamField";
import { knownActions } from "./CallsToAction";

function render(blocks: CmsBlock[], { locale = "nl", heroAsTitle = false }: { locale?: "nl" | "en"; heroAsTitle?: boolean } = {}) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <StreamField blocks={blocks} heroAsTitle={heroAsTitle} /> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "nl" ? nl : en} timeZone="Europe/Amsterdam">
      <Stub initialEntries={[locale === "nl" ? "/" : "/en"]} />
    </IntlProvider>,
  );
}

const image = { url: "/media/hero.webp", width: 1600, height: 900, alt: "Een illustratie", srcset: "/media/hero-400.webp 400w" };

describe("landing blocks", () => {
  it("render the calls to action in the editor's order, with their paths and labels", () => {
    const html = render([{ type: "call_to_action", value: { title: "Doe mee", actions: ["nieuwsbrief", "doneer"] } }]);
    expect(html).toContain("Doe mee");
    expect(html.indexOf('href="/nu"')).toBeLessThan(html.indexOf('href="/doneer"'));
    expect(html).toContain("Nieuwsbrief");
    expect(html).not.toContain('href="/word-lid"');
  });

  it("keep the English site's prefix on the action links", () => {
    const html = render([{ type: "call_to_action", value: { title: "", actions: ["word-lid"] } }], { locale: "en" });
    expect(html).toContain('href="/en/word-lid"');
  });

  it("state the backend's yearly dues on the membership action, and no amount without them", () => {
    const dues = { adult_cents: 3000, youth_cents: 600 };
    const html = render([{ type: "call_to_action", value: { title: "", actions: ["word-lid"], dues } }]);
    expect(html.replace(/\u00a0/g, " ")).toContain("Lid worden kost € 30 per jaar, voor jongeren € 6.");
    expect(render([{ type: "call_to_action", value: { title: "", actions: ["word-lid"] } }])).not.toContain("€");
  });

  it("ignore unknown actions", () => {
    expect(knownActions(["doneer", "hack", 3, null])).toEqual(["doneer"]);
    expect(knownActions("doneer")).toEqual([]);
  });

  it("show the hero as the page's h1 only when it opens the page", () => {
    const hero: CmsBlock = { type: "hero", value: { title: "Samen vooruit", text: "Tekst", image, actions: ["doneer"] } };
    expect(render([hero], { heroAsTitle: true })).toContain('<h1 class="hero__title">Samen vooruit</h1>');
    const inline = render([hero]);
    expect(inline).toContain('<h2 class="hero__title">Samen vooruit</h2>');
    expect(inline).toContain('width="1600"');
    expect(inline).toContain('alt="Een illustratie"');
    expect(inline).toContain('class="button button--primary" href="/doneer"');
  });

  it("format the audience counts of SPEC §9 per locale", () => {
    expect(render([{ type: "audience_counts", value: { title: "Ons bereik" } }])).toContain("285.000");
    expect(render([{ type: "audience_counts", value: { title: "" } }], { locale: "en" })).toContain("285,000");
  });

  it("render FAQ items as details that work without JavaScript", () => {
    const html = render([
      { type: "faq", value: { title: "Vragen", items: [{ question: "Hoe?", answer: "<p>Zo.</p>" }, { question: "" }] } },
    ]);
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html.match(/<details/g)).toHaveLength(1);
  });

  it("link the latest news and skip malformed items", () => {
    const article = { slug: "nieuwsbericht-1", title: "Bericht", intro: "", publish_on: "2026-11-20T10:00:00Z", website: "default", image: null, authors: [] };
    const html = render([{ type: "latest_news", value: { title: "Laatste nieuws", items: [article, { title: "zonder slug" }] } }]);
    expect(html).toContain('href="/nieuws/nieuwsbericht-1"');
    expect(html).toContain('href="/nieuws"');
    expect(html).not.toContain("zonder slug");
  });

  it("render nothing for an election countdown without an election date", () => {
    expect(render([{ type: "election_countdown", value: {} }])).not.toContain("election-banner");
  });
});
