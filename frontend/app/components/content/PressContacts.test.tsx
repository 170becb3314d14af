import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { PressContacts, telHref } from "./PressContacts";

const render = (node: ReactNode, locale: "nl" | "en" = "nl") =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "nl" ? nl : en} timeZone="Europe/Amsterdam">
      {node}
    </IntlProvider>,
  );

const spokesperson = { name: "Voorbeeld Woordvoerder", role: "Woordvoerder", email: "pers@example.org", phone: "+31 6 00000000" };

describe("PressContacts", () => {
  it("links each contact's address and phone", () => {
    const html = render(<PressContacts press={{ contacts: [spokesperson] }} />);
    expect(html).toContain("<h2");
    expect(html).toContain(">Perscontacten<");
    expect(html).toContain('href="mailto:pers@example.org"');
    expect(html).toContain('href="tel:+31600000000"');
    expect(html).toContain(">Woordvoerder<");
    expect(render(<PressContacts press={{ contacts: [spokesperson] }} />, "en")).toContain(">Press contacts<");
  });

  it("leaves out what a contact does not have, and renders nothing without contacts", () => {
    const html = render(<PressContacts press={{ contacts: [{ ...spokesperson, role: "", phone: "" }] }} />);
    expect(html).not.toContain("tel:");
    expect(html).not.toContain(">Telefoon<");
    expect(html).not.toContain("press-contacts__role");
    expect(render(<PressContacts press={{ contacts: [] }} />)).toBe("");
  });

  it("dials only the digits and a leading plus", () => {
    expect(telHref("(020) 123-4567")).toBe("tel:0201234567");
    expect(telHref("+31 6 0000 0000")).toBe("tel:+31600000000");
  });
});
