// The StreamField dispatcher: each block of the API's union goes to its component, in the body's
// order; a block type this build does not know is skipped.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import nl from "../../locales/nl.json";
import type { CmsBlock } from "../../lib/cms";
import { StreamField } from "./StreamField";

function render(blocks: CmsBlock[], heroAsTitle = false) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <StreamField blocks={blocks} heroAsTitle={heroAsTitle} /> }]);
  return renderToStaticMarkup(
    <IntlProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
      <Stub initialEntries={["/"]} />
    </IntlProvider>,
  );
}

const image = { url: "/media/a.webp", width: 1600, height: 900, alt: "Een foto", srcset: "/media/a-400.webp 400w" };

describe("StreamField", () => {
  it("renders each text block with its component, in the body's order", () => {
    const html = render([
      { type: "heading", value: "Onze koers" },
      { type: "paragraph", value: "<p>Eerste <strong>alinea</strong>.</p>" },
      { type: "image", value: image },
      { type: "quote", value: { text: "Wij staan ervoor.", attribution: "De voorzitter" } },
      { type: "collapsible", value: { title: "Meer weten", body: "<p>Lange tekst.</p>" } },
    ]);
    const order = ['<h2 class="block-heading">Onze koers</h2>', "<strong>alinea</strong>", 'alt="Een foto"', "<blockquote><p>Wij staan ervoor.</p></blockquote>", "Lange tekst."];
    const positions = order.map((part) => html.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain("<figcaption>De voorzitter</figcaption>");
    expect(html).toContain('data-testid="collapsible"');
  });

  it("leaves out an empty attribution", () => {
    expect(render([{ type: "quote", value: { text: "Kort.", attribution: "" } }])).not.toContain("figcaption");
  });

  it("hands landing blocks to their components, the hero as h1 only when it opens the page", () => {
    const hero: CmsBlock = { type: "hero", value: { title: "Samen vooruit", text: "", image: null, actions: [] } };
    expect(render([hero], true)).toContain('<h1 class="hero__title">Samen vooruit</h1>');
    expect(render([{ type: "heading", value: "Eerst" }, hero], true)).toContain('<h2 class="hero__title">Samen vooruit</h2>');
    expect(render([{ type: "audience_counts", value: { title: "Ons bereik" } }])).toContain('data-testid="audience-counts"');
  });

  it("skips a block type it does not know, and keeps the others", () => {
    // A newer backend may send a block this build has no component for.
    const unknown = { type: "poll", value: { question: "?" } } as unknown as CmsBlock;
    const html = render([unknown, { type: "heading", value: "Daarna" }]);
    expect(html).toBe('<div class="stream-field"><h2 class="block-heading">Daarna</h2></div>');
  });
});
