import type { Page } from "@playwright/test";

// The seeded site's pages of SPEC §2.1, §2.4–§2.7, §2.11 and §2.12, with the h1 each must show:
// read by the route test (e2e/routes.spec.ts), the accessibility audit (e2e/a11y.spec.ts) and the
// reflow test (e2e/reflow.spec.ts).
const UUID_PAGE = "/3f2b8c4e-9a1d-4e6f-8b7a-2c5d9e0f1a3b"; // backend/demo/texts.py
const HASH_PAGE = "/a7c3e9f1b5d2";
export const BOGUS_UUID = "00000000-0000-4000-8000-000000000000";

// path → the page's h1 (the document title holds it too).
export const PAGES: Record<string, string> = {
  // §2.1 Static pages
  "/": "Meedoen begint hier", // the hero's headline (backend/demo/texts.py HOME_HERO)
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
  "/toegankelijkheid": "Toegankelijkheidsverklaring",
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
  // §2.11 Other entity pages (fixed demo uuids, backend/demo/entities.py)
  "/organisaties/6f1c2a3e-7d4b-4c8e-9a10-1b2c3d4e5f60": "Stichting Voorbeeld",
  "/producten/7a2d3b4f-8e5c-4d9f-8b21-2c3d4e5f6071": "Katoenen draagtas",
  "/products/7a2d3b4f-8e5c-4d9f-8b21-2c3d4e5f6071": "Katoenen draagtas",
  "/profielen/8b3e4c5a-9f6d-4ea0-9c32-3d4e5f607182": "Jan Voorbeeld",
  // §2.12 Vacancies (the child page's uuid is looked up below)
  "/vacatures": "Vacatures",
};


// Routes of SPEC §2 beyond the content pages above (the audit and the reflow test visit them too).
export const MORE_ROUTES = [
  "/agenda",
  "/agenda/cursus-debatteren",
  "/doneer",
  "/doneer/eindsprint",
  "/legioen",
  "/bestaat-niet", // the 404 page
];

/** Every page above, the routes beyond them, and one vacancy (its uuid is made by the seed). */
export async function siteRoutes(page: Page): Promise<string[]> {
  const vacancies = await (await page.request.get("/api/vacancies")).json();
  return [...Object.keys(PAGES), ...MORE_ROUTES, `/vacatures/${vacancies.items[0].uuid}`];
}
