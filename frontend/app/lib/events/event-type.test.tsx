import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { useEventTypeLabel } from "./event-type";

function Labels() {
  const label = useEventTypeLabel("FVD");
  return <p>{["CAMPAIGN", "CURSUS", "VRIENDEN", "NIEUW"].map((value) => label(value, `api:${value}`)).join("|")}</p>;
}

const render = (locale: "nl" | "en") =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "en" ? en : nl} timeZone="Europe/Amsterdam">
      <Labels />
    </IntlProvider>,
  );

describe("event type labels", () => {
  it("come from the catalogue in the visitor's language, else from the API", () => {
    expect(render("en")).toBe("<p>Campaign|Course|Friends of FVD|api:NIEUW</p>");
    expect(render("nl")).toBe("<p>Campagne|Cursus|Vrienden van FVD|api:NIEUW</p>");
  });
});
