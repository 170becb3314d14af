// Every content path of SPEC §2.1, §2.4–§2.7, §2.11 and the vacancies of §2.12 answers 200 with
// its title on the seeded site; a bogus slug or uuid on each parametrised route answers 404.
// Checked over HTTP (the server-rendered document): one pass, not once per viewport.
import { expect, test } from "./fixtures";

const UUID_PAGE = "/3f2b8c4e-9a1d-4e6f-8b7a-2c5d9e0f1a3b"; // backend/content/demo.py
const HASH_PAGE = "/a7c3e9f1b5d2";
const BOGUS_UUID = "00000000-0000-4000-8000-000000000000";

// path → the page's h1 (the document title holds it too).
const PAGES: Record<string, string> = {
  // §2.1 Static pages
  "/": "Welkom",
  "/index-oud": "Oude homepagina",
  "/15maart": "15 maart",
  "/1euro": "Eén euro",
  "/account-aanmaken": "Account aanmaken",
  "/algemene-voorwaarden": "Algemene voorwaarden",
  "/allesopalles": "Alles op alles",
  "/anbi": "ANBI",
  "/asiel-check": "Asiel-check",
  "/belasting": "Belasting",
  "/campagne-oud": "Oude campagnepagina",
  "/contact": "Contact",
  "/content": "Inhoud",
  // /contributie and /vervroegde-contributie(-niet-akkoord) need a login: e2e/membership.spec.ts.
  "/crypto": "Crypto",
  "/device-info": "Apparaatinformatie",
  "/doneer-gemeenteraad": "Doneer voor de gemeenteraad",
  "/samen-vooruit": "Samen vooruit", // /{name}
  "/samen-vooruit/bedankt": "Bedankt!", // /{name}/bedankt
  "/ep-2024": "Europese verkiezingen 2024",
  "/eu-regels": "EU-regels",
  "/forumwijzer": "Forumwijzer",
  "/hoe-verwijder-ik-mijn-account": "Hoe verwijder ik mijn account?",
  "/kandidatenlijst": "Aanmelden als kandidaat-raadslid",
  "/kerst": "Kerst",
  "/kiescollege": "Kiescollege",
  "/landingspagina.old": "Oude landingspagina",
  "/login": "Inloggen",
  "/niet-stemmer": "Niet-stemmer",
  "/nieuws": "Nieuws",
  "/nieuwsbrief-bedankt": "Bedankt voor uw aanmelding",
  "/nieuwsbrief-bevestigen": "Bevestig uw aanmelding",
  "/nu": "Nieuwsbrief",
  "/petitie-voor-vrede": "Petitie voor vrede",
  "/petities": "Petities",
  "/privacy": "Privacyverklaring",
  "/registreer-bedankt": "Bedankt voor uw aanmelding",
  "/standpunten": "Standpunten",
  "/videos": "Video's",
  "/vrienden": "Word vriend",
  "/vrienden/bedankt": "Bedankt, vriend!",
  "/wachtwoord-instellen": "Wachtwoord instellen",
  "/wachtwoord-vergeten": "Wachtwoord vergeten",
  "/word-actief": "Word actief",
  "/word-lid": "Word lid",
  "/word-lid/index-old": "Word lid (oud)",
  "/gemeentes": "Gemeentes",
  "/provincies": "Provincies",
  "/waterschappen": "Waterschappen",
  "/embeds/playlist": "Nieuwste video's",
  "/_backup_index": "Reservehomepagina",
  [UUID_PAGE]: "Actiepagina",
  // §2.4 Comparison pages
  "/de-verschillen-tussen-fvd-en-bbb": "De verschillen tussen FVD en BBB",
  [HASH_PAGE]: "De verschillen tussen FVD en partij X",
  "/de-verschillen-tussen-fvd-en-pvv": "De verschillen tussen FVD en PVV",
  // §2.5 Content pages
  "/auteurs/anna-de-vries": "Anna de Vries",
  "/content/over-deze-site": "Over deze site",
  "/nieuws/nieuwsbericht-1": "Nieuwsbericht 1: een update over onderwijs",
  "/standpunten/onderwijs": "Onderwijs",
  "/videos/video-1": "Video 1: uitleg over onderwijs",
  "/fluitjes/fluitje-1": "Fluitje 1: aandacht voor de wijk",
  "/petities/meer-groen-in-de-stad": "Meer groen in de stad",
  "/petities/meer-groen-in-de-stad/bedankt": "Bedankt voor uw handtekening!",
  "/mensen/ruben-peters-6": "Ruben Peters",
  // §2.6 People lists
  "/mensen/bestuur": "Bestuur",
  "/mensen/eerste-kamer": "Eerste Kamer",
  "/mensen/eerste-kamer-oud": "Eerste Kamer (eerdere fractie)",
  "/mensen/tweede-kamer": "Tweede Kamer",
  "/mensen/europees-parlement": "Europees Parlement",
  // §2.7 Regional pages
  "/gemeentes/arnhem": "Arnhem",
  "/gemeentes/arnhem/nieuws/nieuws-gemeente-arnhem": "Nieuws uit Arnhem",
  "/provincies/gelderland": "Gelderland",
  "/provincies/gelderland/nieuws/nieuws-provincie-gelderland": "Nieuws uit Gelderland",
  "/waterschappen/aa-en-maas": "Aa en Maas",
  "/waterschappen/aa-en-maas/nieuws/nieuws-waterschap-aa-en-maas": "Nieuws uit Aa en Maas",
  // §2.11 Other entity pages (fixed demo uuids, backend/content/demo_entities.py)
  "/organisaties/6f1c2a3e-7d4b-4c8e-9a10-1b2c3d4e5f60": "Stichting Voorbeeld",
  "/producten/7a2d3b4f-8e5c-4d9f-8b21-2c3d4e5f6071": "Katoenen draagtas",
  "/products/7a2d3b4f-8e5c-4d9f-8b21-2c3d4e5f6071": "Katoenen draagtas",
  "/profielen/8b3e4c5a-9f6d-4ea0-9c32-3d4e5f607182": "Jan Voorbeeld",
  // §2.12 Vacancies (the child page's uuid is looked up below)
  "/vacatures": "Vacatures",
};

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
