// Landing pages built from the shared blocks, comparison pages, the press page, petitions, fluitjes
// and the Wfpp list of large gifts on /anbi.
import { expect, hydrated, isPhone, test, visit } from "./fixtures";

test("a landing page opens with its hero and answers questions without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect(await visit(page, "/allesopalles")).toBe(200);
  const hero = page.getByTestId("hero");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Alles op alles");
  await expect(hero.getByRole("link", { name: "Word Lid" })).toHaveAttribute("href", "/word-lid");
  await expect(hero.locator("img")).toHaveAttribute("srcset", /\.webp 400w/);
  const question = page.getByTestId("faq").locator("details").first();
  await expect(question).not.toHaveAttribute("open");
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  await expect(question).toContainText("Een voorbeeld van een actiepagina");
  await expect(page.getByTestId("calls-to-action").locator("a")).toHaveCount(4);
  await expect(page.getByTestId("audience-counts")).toContainText("120.000");
  await context.close();
});

test("the comparison page shows both parties per topic and links our position", async ({ page }, info) => {
  expect(await visit(page, "/de-verschillen-tussen-fvd-en-bbb")).toBe(200);
  const table = page.getByTestId("comparison");
  await expect(table.locator("tbody tr")).toHaveCount(5);
  const first = table.locator("tbody tr").first();
  await expect(first.getByRole("rowheader")).toHaveText("Onderwijs");
  await expect(first.locator("td").nth(1)).toContainText("standpunt van BBB");
  // On a phone each topic stacks as a card whose cells name the party; on a wide screen the header row does.
  await expect(table.locator("thead")).toBeVisible({ visible: !isPhone(info.project.name) });
  await hydrated(page);
  await first.getByRole("link", { name: "Lees ons standpunt" }).click();
  await expect(page).toHaveURL(/\/standpunten\/onderwijs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onderwijs");
});

test("the press page lists its spokespeople with a mail and a phone link, in Dutch and English", async ({ page }) => {
  expect(await visit(page, "/pers")).toBe(200);
  await expect(page.getByTestId("cms-page")).toHaveAttribute("data-page-type", "press");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pers");
  const contacts = page.getByTestId("press-contacts");
  await expect(contacts.getByRole("heading", { level: 2 })).toHaveText("Perscontacten");
  const first = contacts.getByRole("listitem").first();
  await expect(first).toContainText("Woordvoerder landelijke politiek");
  await expect(first.getByRole("link", { name: "pers@example.org" })).toHaveAttribute("href", "mailto:pers@example.org");
  await expect(first.getByRole("link", { name: "+31 6 00000000" })).toHaveAttribute("href", "tel:+31600000000");
  await expect(contacts.getByRole("listitem").nth(1).locator('a[href^="tel:"]')).toHaveCount(0);

  expect(await visit(page, "/en/pers")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press");
  await expect(page.getByTestId("press-contacts")).toContainText("Spokesperson for national politics");
  await expect(page.getByTestId("press-contacts").getByRole("heading", { level: 2 })).toHaveText("Press contacts");
});

test("petitions show their goal and confirmed count, and lead to the thank-you page's count", async ({ page }) => {
  expect(await visit(page, "/petities")).toBe(200);
  const card = page.getByTestId("petition-card").filter({ hasText: "Meer groen in de stad" });
  await expect(card.getByTestId("petition-progress")).toContainText("3.210 van 5.000 handtekeningen");
  await expect(card.locator("progress")).toHaveAttribute("max", "5000");
  await expect(page.getByTestId("petition-card").filter({ hasText: "Veilige fietsroutes" })).toContainText("Het doel is bereikt!");
  await hydrated(page);
  await card.getByRole("link", { name: "Meer groen in de stad" }).click();
  await expect(page.getByTestId("petition").getByRole("heading", { level: 1 })).toHaveText("Meer groen in de stad");
  await expect(page.getByTestId("petition-progress")).toContainText("3.210 van 5.000");

  expect(await visit(page, "/petities/veilige-fietsroutes")).toBe(200);
  await expect(page.getByTestId("petition-closed")).toHaveText("Deze petitie is gesloten.");
  expect(await visit(page, "/en/petities/meer-groen-in-de-stad/bedankt")).toBe(200);
  await expect(page.getByTestId("petition-progress")).toContainText("3,210 of 5,000 signatures");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("a fluitje shows its picture", async ({ page }) => {
  expect(await visit(page, "/fluitjes/fluitje-1")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluitje 1: aandacht voor de wijk");
  const image = page.getByTestId("cms-page").locator("img.cms-page__image");
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "900");
});

test("/anbi lists the large gifts of this year and the last, in English under /en", async ({ page }) => {
  expect(await visit(page, "/anbi")).toBe(200);
  const years = page.getByTestId("published-gifts");
  await expect(years).toHaveCount(2);
  await expect(years.first().getByRole("heading", { level: 2 })).toHaveText(/^Openbare lijst grote giften \d{4}$/);
  const table = years.first().getByRole("table");
  await expect(table.locator("caption")).toHaveText(/^Giften in \d{4} van gevers die dat jaar samen €\s10\.000 of meer gaven$/);
  await expect(table.getByRole("columnheader")).toHaveText(["Naam", "Woonplaats", "Bedrag", "Datum"]);
  // The demo's fictional giver (backend/wfpp/demo.py), recorded this year.
  const row = table.getByRole("row").filter({ hasText: "J. de Vries-Demo" });
  await expect(row.getByRole("rowheader")).toHaveText("J. de Vries-Demo");
  await expect(row.getByRole("cell")).toHaveText(["Utrecht", /^€\s12\.500,00$/, /^\d{1,2} [a-z]{3} \d{4}$/]);
  // The year before has no giver from the threshold in the demo: a sentence says so.
  await expect(years.nth(1).locator("p")).toHaveText(/^In \d{4} zijn geen giften ontvangen van gevers die dat jaar samen €\s10\.000 of meer gaven\.$/);
  // The page never scrolls sideways, also on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  expect(await visit(page, "/en/anbi")).toBe(200);
  const english = page.getByTestId("published-gifts").first().getByRole("table");
  await expect(english.getByRole("columnheader")).toHaveText(["Name", "Place", "Amount", "Date"]);
  const englishRow = english.getByRole("row").filter({ hasText: "J. de Vries-Demo" });
  await expect(englishRow.getByRole("cell")).toHaveText(["Utrecht", "€12,500.00", /^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/]);
});
