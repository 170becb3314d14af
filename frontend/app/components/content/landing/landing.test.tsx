import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en.json";
import nl from "../../../locales/nl.json";
import type { CmsBlock } from "../../../lib/cms";
import type { ArticleSummary } from "../../../lib/content/types";
import { StreamField } from "../StreamField";

function render(blocks: CmsBlock[], { locale = "nl", heroAsTitle = false }: { locale?: "nl" | "en"; heroAsTitle?: boolean } = {}) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <StreamField blocks={blocks} heroAsTitle={heroAsTitle} /> }]);
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "nl" ? nl : en} timeZone="Europe/Amsterdam">
      <Stub initialEntries={[locale === "nl" ? "/" : "/en"]} />
    </IntlProvider>,
  );
}

const dues = { adult_cents: 3000, youth_cents: 600 };
const image = { url: "/media/hero.webp", width: 1600, height: 900, alt: "Een illustratie", srcset: "/media/hero-400.webp 400w" };

describe("landing blocks", () => {
  it("render the calls to action in the editor's order, with their paths and labels", () => {
    const html = render([{ type: "call_to_action", value: { title: "Doe mee", actions: ["nieuwsbrief", "doneer"], dues } }]);
    expect(html).toContain("Doe mee");
    expect(html.indexOf('href="/nu"')).toBeLessThan(html.indexOf('href="/doneer"'));
    expect(html).toContain("Nieuwsbrief");
    expect(html).not.toContain('href="/word-lid"');
  });

  it("keep the English site's prefix on the action links", () => {
    const html = render([{ type: "call_to_action", value: { title: "", actions: ["word-lid"], dues } }], { locale: "en" });
    expect(html).toContain('href="/en/word-lid"');
  });

  it("state the backend's yearly dues on the membership action", () => {
    const html = render([{ type: "call_to_action", value: { title: "", actions: ["word-lid"], dues } }]);
    expect(html.replace(/\u00a0/g, " ")).toContain("Lid worden kost € 30 per jaar, voor jongeren € 6.");
    const other = render([{ type: "call_to_action", value: { title: "", actions: ["doneer"], dues: { adult_cents: 4000, youth_cents: 800 } } }]);
    expect(other).not.toContain("€");
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
      { type: "faq", value: { title: "Vragen", items: [{ question: "Hoe?", answer: "<p>Zo.</p>" }, { question: "Waarom?", answer: "<p>Daarom.</p>" }] } },
    ]);
    expect(html).toContain("<details");
    expect(html).toContain("<summary");
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(render([{ type: "faq", value: { title: "Vragen", items: [] } }])).not.toContain("<section");
  });

  it("link the latest news, and show nothing without articles", () => {
    const article: ArticleSummary = {
      slug: "nieuwsbericht-1",
      title: "Bericht",
      intro: "",
      publish_on: "2026-11-20T10:00:00Z",
      website: "default",
      image: null,
      authors: [],
      locale: "nl",
    };
    const html = render([{ type: "latest_news", value: { title: "Laatste nieuws", items: [article] } }]);
    expect(html).toContain('href="/nieuws/nieuwsbericht-1"');
    expect(html).toContain('href="/nieuws"');
    expect(render([{ type: "latest_news", value: { title: "Laatste nieuws", items: [] } }])).not.toContain("latest-news");
  });

  it("render nothing for an election countdown without an election date", () => {
    expect(render([{ type: "election_countdown", value: {} }])).not.toContain("election-banner");
  });
});
