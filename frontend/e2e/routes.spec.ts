// Every content path of SPEC §2.1, §2.4–§2.7, §2.11 and the vacancies of §2.12 answers 200 with
// its title on the seeded site; a bogus slug or uuid on each parametrised route answers 404.
// Checked over HTTP (the server-rendered document): one pass, not once per viewport.
import { expect, test } from "./fixtures";
import { BOGUS_UUID, PAGES } from "./site-pages";

// One bogus value per parametrised route of those sections.
const BOGUS = [
  "/bestaat-niet-als-pagina",
  "/bestaat-niet-als-pagina/bedankt",
  "/auteurs/niemand",
  "/content/bestaat-niet",
  "/nieuws/bestaat-niet",
  "/standpunten/bestaat-niet",
  "/videos/bestaat-niet",
  "/fluitjes/bestaat-niet",
  "/petities/bestaat-niet",
  "/petities/bestaat-niet/bedankt",
  "/mensen/niemand",
  "/gemeentes/nergenshuizen",
  "/gemeentes/arnhem/nieuws/bestaat-niet",
  "/provincies/nergenshuizen",
  "/provincies/gelderland/nieuws/bestaat-niet",
  "/waterschappen/nergenshuizen",
  "/waterschappen/aa-en-maas/nieuws/bestaat-niet",
  `/organisaties/${BOGUS_UUID}`,
  `/producten/${BOGUS_UUID}`,
  `/products/${BOGUS_UUID}`,
  `/profielen/${BOGUS_UUID}`,
  `/vacatures/${BOGUS_UUID}`,
  "/vacatures/geen-uuid",
];

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").trim();

function headings(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1]));
}

function documentTitle(html: string): string {
  return text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
}

test.describe("every content path", () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here, and this hook needs no fixture
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== "desktop", "one pass over HTTP is enough");
  });

  test("answers 200 with its title", async ({ request }) => {
    const vacancies = await (await request.get("/api/vacancies")).json();
    const pages = { ...PAGES, [`/vacatures/${vacancies.items[0].uuid}`]: vacancies.items[0].title };
    const failures: string[] = [];
    for (const [path, title] of Object.entries(pages)) {
      const response = await request.get(path);
      const html = await response.text();
      const h1 = headings(html);
      if (response.status() !== 200) failures.push(`${path}: status ${response.status()}`);
      else if (h1.length !== 1 || h1[0] !== title) failures.push(`${path}: h1 ${JSON.stringify(h1)}, expected ${title}`);
      else if (path !== "/" && !documentTitle(html).startsWith(title)) failures.push(`${path}: title ${documentTitle(html)}`);
    }
    expect(failures).toEqual([]);
  });

  test("a bogus slug or uuid answers the 404 page with status 404", async ({ request }) => {
    const failures: string[] = [];
    for (const path of BOGUS) {
      const response = await request.get(path);
      const html = await response.text();
      if (response.status() !== 404 || !headings(html).includes("Pagina niet gevonden")) {
        failures.push(`${path}: status ${response.status()}, h1 ${JSON.stringify(headings(html))}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
