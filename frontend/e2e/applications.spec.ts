// The forms that reach staff (issue 8): a contact message, an application as a candidate council
// member with a PDF as CV (which staff download from the admin), and the CV rule in the browser and,
// without JavaScript, on the server, which judges the file by its content.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, isPhone, mailText, test, visit } from "./fixtures";
import { staffLogin } from "./staff";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** Each test posts from an address of its own: the forms' limits count per visitor address. */
async function ownAddress(page: Page) {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${octet()}.${octet()}` });
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await staffLogin(page, "administration");
  return page;
}

test("a contact message is checked on blur, sent, confirmed by mail and listed for staff", async ({ page, browser }) => {
  test.slow(); // mails read through the admin, and a second browser context
  await ownAddress(page);
  const email = `${unique("contact")}@example.org`;
  const subject = unique("Vraag over de agenda");
  expect(await visit(page, "/contact")).toBe(200);
  await expect(page.getByTestId("privacy-note")).toContainText("Alleen medewerkers van het secretariaat lezen uw bericht");
  await hydrated(page);
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Naam", { exact: true }).focus();
  await form.getByLabel("Naam", { exact: true }).blur();
  await expect(form.getByText("Naam is verplicht.")).toBeVisible();
  await form.getByRole("button", { name: "Verstuur bericht" }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(form.getByText("Geef toestemming om uw bericht te kunnen beantwoorden.")).toBeVisible();

  await form.getByLabel("Naam", { exact: true }).fill("Anna Voorbeeld");
  await form.getByLabel("E-mailadres", { exact: true }).fill(email);
  await form.getByLabel("Onderwerp", { exact: true }).fill(subject);
  await form.getByLabel("Uw bericht", { exact: true }).fill("Wanneer is de volgende bijeenkomst in Utrecht?");
  await form.getByRole("checkbox", { name: /Ik ga ermee akkoord/ }).check();
  await form.getByRole("button", { name: "Verstuur bericht" }).click();
  await expect(page).toHaveURL(/\/contact\?verzonden$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bericht");

  const receipt = await mailText(browser, email, "Wij hebben uw bericht ontvangen");
  expect(receipt).not.toContain("Utrecht"); // the receipt repeats nothing that was typed
  const staff = await staffPage(browser);
  await staff.goto(`/cms/snippets/applications/contactmessage/?q=${encodeURIComponent(subject)}`);
  await expect(staff.getByText(subject)).toBeVisible();
  await staff.context().close();
});

test("a candidate council member applies with a PDF, which staff download from the admin", async ({ page, browser }, info) => {
  test.slow(); // mails read through the admin, and a second browser context
  await ownAddress(page);
  const email = `${unique("kandidaat")}@example.org`;
  // The header's button leads to the form (on every page but home).
  await visit(page, "/contact");
  await hydrated(page);
  if (isPhone(info.project.name)) await page.getByTestId("menu-toggle").click(); // the button is in the menu
  await page.getByTestId("council-button").click();
  await expect(page).toHaveURL(/\/kandidatenlijst$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aanmelden als kandidaat-raadslid");

  const form = page.getByTestId("candidate-form");
  await form.getByLabel("Voornaam", { exact: true }).fill("Bram");
  await form.getByLabel("Achternaam", { exact: true }).fill(`Kandidaat ${info.project.name}`);
  await form.getByLabel("E-mailadres", { exact: true }).fill(email);
  await form.getByLabel("Gemeente waar u zich kandidaat wilt stellen", { exact: true }).fill("Utrecht");
  await form.getByRole("checkbox", { name: "Ik ben lid van de partij." }).check();
  await form.getByLabel("Motivatie", { exact: true }).fill("Ik wil mij inzetten voor mijn gemeente.");
  // A picture is refused at once by the browser; the PDF is taken.
  const cv = form.getByLabel("Cv", { exact: true });
  await cv.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG\r\n") });
  await expect(form.getByText("Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx).")).toBeVisible();
  await cv.setInputFiles({ name: "mijn-cv.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByText("Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx).")).toHaveCount(0);
  await form.getByRole("checkbox", { name: /Ik ga ermee akkoord/ }).check();
  await form.getByRole("button", { name: "Verstuur aanmelding" }).click();
  await expect(page).toHaveURL(/\/kandidatenlijst\?verzonden$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw aanmelding");
  await mailText(browser, email, "Wij hebben uw aanmelding ontvangen");

  // Staff find the application and download the CV; the file has no public address.
  const staff = await staffPage(browser);
  const listing = await (await staff.request.get(`/cms/snippets/applications/candidateapplication/?q=${encodeURIComponent(email)}`)).text();
  const inspect = listing.match(/href="([^"]*\/inspect\/\d+\/)"/)?.[1];
  expect(inspect, "the application in the admin list").toBeTruthy();
  await staff.goto(inspect!);
  const link = staff.getByRole("link", { name: "Cv downloaden" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/cms\/aanmeldingen\/cv\/candidateapplication\/\d+\/$/);
  const [download] = await Promise.all([staff.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^cv-bram-kandidaat-.*\.pdf$/);
  const saved = await download.path();
  expect(readFileSync(saved).toString()).toBe(PDF.toString());
  await staff.context().close();

  // A visitor who is not staff gets no CV, only the admin's login.
  const anonymous = await page.request.get(href!, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toContain("/cms/login/");
});

test("without JavaScript the server judges the CV by its content and keeps the typed fields", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await ownAddress(page);
  await visit(page, "/kandidatenlijst");
  const form = page.getByTestId("candidate-form");
  await form.getByLabel("Voornaam", { exact: true }).fill("Noor");
  await form.getByLabel("Achternaam", { exact: true }).fill("Zonderscript");
  await form.getByLabel("E-mailadres", { exact: true }).fill(`${unique("noscript")}@example.org`);
  await form.getByLabel("Gemeente waar u zich kandidaat wilt stellen", { exact: true }).fill("Arnhem");
  await form.getByLabel("Motivatie", { exact: true }).fill("Ook zonder JavaScript wil ik mij aanmelden.");
  // A picture that calls itself a PDF: only its content gives it away.
  await form.getByLabel("Cv", { exact: true }).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("\x89PNG\r\n\x1a\n0000") });
  await form.getByRole("checkbox", { name: /Ik ga ermee akkoord/ }).check();
  await form.getByRole("button", { name: "Verstuur aanmelding" }).click();
  await expect(page.getByText("Upload uw cv als PDF- of Word-bestand (.pdf, .doc of .docx).").first()).toBeVisible();
  await expect(form.getByLabel("Gemeente waar u zich kandidaat wilt stellen", { exact: true })).toHaveValue("Arnhem");
  await expect(page).toHaveURL(/\/kandidatenlijst$/);
  await context.close();
});

test("a vacancy takes an application and the donation page for the councils calls for candidates", async ({ page }) => {
  await ownAddress(page);
  const vacancies = await (await page.request.get("/api/vacancies")).json();
  expect(await visit(page, `/vacatures/${vacancies.items[0].uuid}`)).toBe(200);
  await hydrated(page);
  const form = page.getByTestId("vacancy-form");
  await form.getByLabel("Voornaam", { exact: true }).fill("Sanne");
  await form.getByLabel("Achternaam", { exact: true }).fill("Sollicitant");
  await form.getByLabel("E-mailadres", { exact: true }).fill(`${unique("vacature")}@example.org`);
  await form.getByLabel("Motivatie", { exact: true }).fill("Deze functie past bij mij.");
  await form.getByRole("checkbox", { name: /Ik ga ermee akkoord/ }).check();
  await form.getByRole("button", { name: "Verstuur sollicitatie" }).click();
  await expect(page.getByTestId("vacancy-sent")).toContainText("Bedankt voor uw sollicitatie");

  expect(await visit(page, "/doneer-gemeenteraad")).toBe(200);
  await page.getByTestId("candidate-aside").getByRole("link", { name: "Aanmelden als kandidaat-raadslid" }).click();
  await expect(page).toHaveURL(/\/kandidatenlijst$/);
  expect(await visit(page, "/en/kandidatenlijst")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply as a council candidate");
});
