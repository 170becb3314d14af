import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import nl from "../../locales/nl.json";
import { CampaignFields } from "../forms/CampaignFields";
import { CookieBanner } from "./CookieBanner";
import { isElectionDay } from "../../lib/format/election";
import { ElectionDayBanner } from "./ElectionDayBanner";

function render(element: React.ReactNode, path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  return renderToStaticMarkup(
    <IntlProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}

const amsterdamDay = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(date); // YYYY-MM-DD
};

describe("the election-day banner (SPEC §8)", () => {
  it("says 'Ga vandaag stemmen en stem FVD!' with the party's wordmark", () => {
    expect(render(<ElectionDayBanner wordmark="FVD" />)).toContain("Ga vandaag stemmen en stem FVD!");
  });

  it("shows on election day only, as the root loader decides", () => {
    expect(isElectionDay(amsterdamDay(0), new Date())).toBe(true);
    for (const date of [amsterdamDay(1), amsterdamDay(-1), amsterdamDay(30), null]) expect(isElectionDay(date, new Date()), String(date)).toBe(false);
  });
});

describe("the consent banner", () => {
  it("is in the HTML for everyone, with refuse, choose and accept", () => {
    const html = render(<CookieBanner />);
    for (const text of ["Cookies", "Weigeren", "Zelf kiezen", "Accepteren", 'href="/privacy"']) expect(html).toContain(text);
    expect(html).not.toContain("hidden=");
  });
});

describe("the campaign fields", () => {
  it("carry the address's utm values from the server on", () => {
    const html = render(<CampaignFields />, `/doneer?utm_id=voorjaar&utm_content_id=${"x".repeat(120)}`);
    expect(html).toContain('name="utm_id" value="voorjaar"');
    expect(html).toContain(`name="utm_content_id" value="${"x".repeat(100)}"`);
    expect(render(<CampaignFields />, "/doneer")).toContain('name="utm_id" value=""');
  });
});
