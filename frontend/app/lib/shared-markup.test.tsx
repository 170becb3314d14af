import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Shell } from "../components/shell/Shell";
import { SiteIntlProvider } from "../components/SiteIntlProvider";
import en from "../locales/en.json";
import nl from "../locales/nl.json";
import { provideMessages } from "../locales/catalogues";
import { localeFromPath } from "./locale";
import { SharedMarkupContext, type SharedMarkup } from "./shared-markup";
import { countingSharedMarkup, streamedHtml } from "./shared-markup.testing";
import { MAX_SHARED_PARTS, createSharedMarkup } from "./shared-markup.server";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings";

provideMessages("nl", nl);
provideMessages("en", en);

const MEMBER = { email: "lotte@example.org", first_name: "Lotte" };

// A page as the server streams it (entry.server.tsx): the shell around a paragraph.
function page(path: string, shared: SharedMarkup | null, root: { settings: SiteSettings; user?: typeof MEMBER | null }): Promise<string> {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: () => <Shell><p>Inhoud</p></Shell>, children: [{ path: "*", Component: () => null }] },
  ]);
  const locale = localeFromPath(path);
  const tree = (
    <SharedMarkupContext.Provider value={shared}>
      <SiteIntlProvider locale={locale}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { locale, user: null, electionToday: false, origin: "", ...root } } }} />
      </SiteIntlProvider>
    </SharedMarkupContext.Provider>
  );
  return streamedHtml(tree);
}

const settings = () => ({ ...DEFAULT_SITE_SETTINGS, shop_url: "https://winkel.example", social_links: [{ network: "youtube", url: "https://video.example/partij" }] }) as SiteSettings;

describe("shared shell markup", () => {
  it("is exactly what the page renders in place, so the browser hydrates it as its own", async () => {
    const scope = settings();
    for (const path of ["/", "/agenda", "/agenda/debat", "/mensen/tweede-kamer", "/en", "/en/agenda", "/contact"]) {
      const inPlace = await page(path, null, { settings: scope });
      expect(inPlace, path).toContain('data-testid="site-footer"');
      expect(await page(path, countingSharedMarkup().shared, { settings: scope }), path).toBe(inPlace);
    }
  });

  it("marks the current page's menu item in the kept menu", async () => {
    const html = await page("/en/agenda/debat", countingSharedMarkup().shared, { settings: settings() });
    expect(html).toContain('class="main-nav__link active" aria-current="page" href="/en/agenda"');
    expect(html).toContain('href="/en/standpunten" data-discover="true"');
  });

  it("renders each part once per language, current item and settings, and reuses it", async () => {
    const { shared, rendered } = countingSharedMarkup();
    const scope = settings();
    await page("/nieuws/een", shared, { settings: scope });
    await page("/nieuws/twee", shared, { settings: scope });
    expect(rendered).toHaveLength(2); // the menu (no current item) and the footer
    await page("/agenda", shared, { settings: scope });
    expect(rendered).toHaveLength(3); // a menu with 'Agenda' current; the same footer
    await page("/en/agenda", shared, { settings: scope });
    expect(rendered).toHaveLength(5); // both in English
    await page("/agenda", shared, { settings: settings() });
    expect(rendered).toHaveLength(7); // new settings: rendered again
  });

  it("does not keep the menu of a page that knows who is logged in", async () => {
    const { shared, rendered } = countingSharedMarkup();
    const html = await page("/agenda", shared, { settings: settings(), user: MEMBER });
    expect(rendered).toHaveLength(1); // the footer only
    expect(html).toBe(await page("/agenda", null, { settings: settings(), user: MEMBER }));
  });
});

describe("the keeper's bound", () => {
  it("lets the part used longest ago go, and keeps one in use", () => {
    const renders: string[] = [];
    const shared = createSharedMarkup((element) => {
      renders.push(String((element.props as { children: { props: { children: string } } }).children.props.children));
      return renders.at(-1)!;
    });
    const scope = {};
    const part = (key: string) => shared.html(scope, key, "nl", <b>{key}</b>);
    part("first");
    for (let i = 1; i < MAX_SHARED_PARTS; i++) part(`part-${i}`);
    part("first"); // used again: now the most recent
    part("one more"); // the bound is reached: part-1 goes, not first
    expect(renders).toHaveLength(MAX_SHARED_PARTS + 1);
    part("first");
    expect(renders).toHaveLength(MAX_SHARED_PARTS + 1);
    part("part-1");
    expect(renders).toHaveLength(MAX_SHARED_PARTS + 2);
  });
});
