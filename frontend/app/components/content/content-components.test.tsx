import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import type { CmsBlockOf } from "../../lib/cms";
import { AuthorNames } from "./AuthorNames";
import { StreamField } from "./StreamField";
import { WebsiteBadge } from "./WebsiteBadge";

const render = (node: ReactNode, locale: "nl" | "en" = "nl") =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "nl" ? nl : en} timeZone="Europe/Amsterdam">
      {node}
    </IntlProvider>,
  );

const authors = [
  { name: "Anna de Vries", slug: "anna-de-vries", image: null },
  { name: "Bert Jansen", slug: "bert-jansen", image: null },
  { name: "Carla Visser", slug: "carla-visser", image: null },
];

describe("AuthorNames", () => {
  it("joins the names the locale's way", () => {
    expect(render(<AuthorNames authors={authors.slice(0, 2)} />)).toContain("Door Anna de Vries en Bert Jansen");
    expect(render(<AuthorNames authors={authors} />)).toContain("Door Anna de Vries, Bert Jansen en Carla Visser");
    expect(render(<AuthorNames authors={authors.slice(0, 2)} />, "en")).toContain("By Anna de Vries and Bert Jansen");
  });

  it("renders nothing without authors", () => {
    expect(render(<AuthorNames authors={[]} />)).toBe("");
  });
});

describe("WebsiteBadge", () => {
  it("labels the other websites and not the party's own", () => {
    expect(render(<WebsiteBadge website="jfvd" />)).toContain(">JFVD<");
    expect(render(<WebsiteBadge website="renaissance" />)).toContain(">Renaissance Instituut<");
    expect(render(<WebsiteBadge website="international" />)).toContain(">FVD International<");
    expect(render(<WebsiteBadge website="default" />)).toBe("");
  });
});

describe("video blocks", () => {
  it("are a link with the title and no player until a click", () => {
    const html = render(<StreamField blocks={[{ type: "video", value: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Toespraak" } }]} />);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("Toespraak");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube-nocookie");
  });

  it("refuse URLs that are not http(s)", () => {
    expect(render(<StreamField blocks={[{ type: "video", value: { url: "javascript:alert(1)", title: "x" } }]} />)).not.toContain("href");
  });
});

describe("image blocks", () => {
  it("carry the srcset", () => {
    const value = { url: "/media/a.webp", width: 1600, height: 900, alt: "Alt", srcset: "/media/a-400.webp 400w, /media/a.webp 1600w" };
    const html = render(<StreamField blocks={[{ type: "image", value }]} />);
    // React writes the attribute as 'srcSet' (HTML attribute names are case-insensitive).
    expect(html).toMatch(/srcset="\/media\/a-400.webp 400w, \/media\/a.webp 1600w"/i);
    expect(html).toContain('width="1600"');
  });
});

describe("the Wfpp list of large gifts", () => {
  const gift = { name: "J. de Vries-Demo", place: "Utrecht", amount_cents: 1250000, date: "2026-03-14" };
  const value = {
    years: [
      { year: 2026, threshold_cents: 1000000, gifts: [gift] },
      { year: 2025, threshold_cents: 1000000, gifts: [] },
    ],
  };
  const block = (v: CmsBlockOf<"published_gifts">["value"]) => <StreamField blocks={[{ type: "published_gifts", value: v }]} />;

  it("is a table per year in the page's language, with a sentence for a year without gifts", () => {
    const html = render(block(value));
    expect(html).toContain("Openbare lijst grote giften 2026");
    expect(html).toContain("<caption");
    expect(html).toContain("Giften in 2026 van gevers die dat jaar samen €\u00a010.000 of meer gaven");
    expect(html).toMatch(/<th scope="col">Naam<.*>Woonplaats<.*>Bedrag<.*>Datum</);
    expect(html).toContain(">J. de Vries-Demo<");
    expect(html).toContain("€\u00a012.500,00");
    expect(html).toContain("14 mrt 2026");
    expect(html).toContain("In 2025 zijn geen giften ontvangen van gevers die dat jaar samen €\u00a010.000 of meer gaven.");

    const english = render(block(value), "en");
    expect(english).toMatch(/>Name<.*>Place<.*>Amount<.*>Date</);
    expect(english).toContain("€12,500.00");
    expect(english).toContain("14 Mar 2026");
    expect(english).toContain("No gifts have been received in 2025");
  });

  it("shows nothing without years", () => {
    expect(render(block({ years: [] }))).toBe('<div class="stream-field"></div>');
  });
});
