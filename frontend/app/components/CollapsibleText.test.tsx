import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import nl from "../locales/nl.json";
import { collapsibleView, toggleCollapsible } from "./collapsible";
import { CollapsibleText } from "./CollapsibleText";

describe("collapsible text logic (SPEC §4)", () => {
  it("is collapsed to 9rem with 'LEES MEER'", () => {
    expect(collapsibleView(false)).toEqual({ labelKey: "readMore", ariaExpanded: false });
  });

  it("is expanded without a limit with 'SLUITEN'", () => {
    expect(collapsibleView(true)).toEqual({ labelKey: "close", ariaExpanded: true });
  });

  it("toggles", () => {
    expect(toggleCollapsible(false)).toBe(true);
    expect(toggleCollapsible(true)).toBe(false);
  });
});

describe("CollapsibleText", () => {
  const render = (messages: typeof nl, locale: string, expanded = false) =>
    renderToStaticMarkup(
      <IntlProvider locale={locale} messages={messages} timeZone="Europe/Amsterdam">
        <CollapsibleText title="Titel" html="<p>Lange tekst</p>" initiallyExpanded={expanded} />
      </IntlProvider>,
    );

  it("renders collapsed with the Dutch label and aria-expanded=false", () => {
    const html = render(nl, "nl");
    expect(html).toContain("LEES MEER");
    expect(html).toContain('aria-expanded="false"');
    // Collapsed by the stylesheet (data-expanded), never by a style attribute (CSP: style-src 'self').
    expect(html).toContain('data-expanded="false"');
    expect(html).not.toContain("style=");
    expect(html).toContain("<p>Lange tekst</p>");
  });

  it("renders expanded with 'SLUITEN'", () => {
    const html = render(nl, "nl", true);
    expect(html).toContain("SLUITEN");
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('data-expanded="true"');
    expect(html).not.toContain("style=");
  });

  it("speaks English on the English site", () => {
    expect(render(en, "en")).toContain("READ MORE");
  });
});
