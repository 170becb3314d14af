// The newsletter (double opt-in through the mailed link, and leaving by the unsubscribe link), a
// petition signed and its count rising once confirmed, /word-actief, the forms' checks, a form
// sent before hydration, and the captcha after repeated tries.
import type { Page } from "@playwright/test";
import { expect, hydrated, isPhone, mailText, test, visit } from "./fixtures";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** Each test posts from an address of its own: the forms' limits count per visitor address. */
async function ownAddress(page: Page) {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.${octet()}.${octet()}` });
}

/** A link from a mail as the admin shows it (the text part), as a path on this site. */
function linkIn(mail: string, path: string): string {
  const found = mail.match(new RegExp(`${path.replace(/[?]/g, "\\$&")}[A-Za-z0-9_.:=-]+`));
  expect(found, `a ${path} link in the mail`).not.toBeNull();
  return found![0];
}

async function signUpForNewsletter(page: Page, email: string) {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Naam").fill("Nina Nieuwsgierig");
  await page.getByLabel("Ja, ik wil de nieuwsbrief per e-mail ontvangen.").check();
  await page.getByRole("button", { name: "Aanmelden" }).click();
}

test("a newsletter sign-up counts once confirmed through the mailed link, and the mail's link unsubscribes", async ({ page, browser }) => {
  await ownAddress(page);
  const email = unique("nieuwsbrief");
  expect(await visit(page, "/nu")).toBe(200);
  await expect(page.getByTestId("privacy-note")).toContainText("alleen voor de nieuwsbrief");
  await hydrated(page);
  await signUpForNewsletter(page, email);
  await expect(page).toHaveURL(/\/nieuwsbrief-bevestigen$/);
  await expect(page.getByRole("status")).toContainText("Klik op de link in die e-mail");

  const mail = await mailText(browser, email, "Bevestig uw aanmelding voor de nieuwsbrief");
  await visit(page, linkIn(mail, "/nieuwsbrief-bevestigen?token="));
  await hydrated(page);
  await page.getByRole("button", { name: "Bevestig mijn aanmelding" }).click();
  await expect(page).toHaveURL(/\/nieuwsbrief-bedankt$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw aanmelding");

  await visit(page, linkIn(mail, "/nieuwsbrief-afmelden/"));
  await hydrated(page);
  await page.getByRole("button", { name: "Afmelden", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("U bent afgemeld");
});

test("the newsletter form checks on blur and sums up what is missing", async ({ page }) => {
  await visit(page, "/nu");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill("geen-adres");
  await page.getByLabel("E-mailadres").blur();
  await expect(page.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(page.getByText("Naam is verplicht.")).toBeVisible();
  await expect(page.getByText("Geef toestemming om de nieuwsbrief te ontvangen.")).toBeVisible();
  await page.getByLabel("Ja, ik wil de nieuwsbrief per e-mail ontvangen.").check();
  await expect(page.getByText("Geef toestemming om de nieuwsbrief te ontvangen.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/nu$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form works before hydration, and says what is wrong", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "one pass is enough");
    await ownAddress(page);
    await visit(page, "/nu");
    await page.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
    await expect(page.getByText("Naam is verplicht.")).toBeVisible();
    await signUpForNewsletter(page, unique("zonder-js"));
    await expect(page).toHaveURL(/\/nieuwsbrief-bevestigen$/);
  });
});

function countOf(text: string | null): number {
  const match = (text ?? "").match(/^([\d.]+) van/);
  expect(match, `a count in "${text}"`).not.toBeNull();
  return Number(match![1].replace(/\./g, ""));
}

test("a petition signed counts once confirmed, and the thank-you page shares it", async ({ page, browser }, info) => {
  await ownAddress(page);
  // Each viewport signs its own petition, so that the two runs never see each other's count (and
  // neither touches "Meer groen in de stad", whose demo count landing.spec.ts reads); the phone
  // signs on /petitie-voor-vrede, the page of its own.
  const phone = isPhone(info.project.name);
  const slug = phone ? "petitie-voor-vrede" : "behoud-het-buurthuis";
  const email = unique("petitie");
  await visit(page, phone ? "/petitie-voor-vrede" : `/petities/${slug}`);
  const before = countOf(await page.getByTestId("petition-progress").textContent());
  await hydrated(page);
  const form = page.getByTestId("signature-form");
  await form.getByLabel("Voornaam").fill("Tessa");
  await form.getByLabel("Achternaam").fill("Tekenaar");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("textbox", { name: /^Woonplaats/ }).fill("Zwolle");
  await form.getByLabel(/Ik teken deze petitie/).check();
  await form.getByRole("button", { name: "Teken de petitie" }).click();

  await expect(page).toHaveURL(new RegExp(`/petities/${slug}/bedankt$`));
  await expect(page.getByTestId("petition-thanks").getByRole("status").first()).toContainText("Klik op de link in die e-mail");
  expect(countOf(await page.getByTestId("petition-progress").textContent())).toBe(before);
  const share = page.getByTestId("share-links");
  await expect(share.getByTestId("share-whatsapp")).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*petities%2F${slug}`));
  await expect(share.getByTestId("share-email")).toHaveAttribute("href", /^mailto:\?subject=/);

  const mail = await mailText(browser, email, "Bevestig uw handtekening");
  await visit(page, linkIn(mail, `/petities/${slug}/bedankt?token=`));
  expect(countOf(await page.getByTestId("petition-progress").textContent())).toBe(before); // opening changes nothing
  await hydrated(page);
  await page.getByRole("button", { name: "Bevestig mijn handtekening" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uw handtekening telt mee!");
  await expect(page.getByTestId("petition-progress")).toContainText(`${(before + 1).toLocaleString("nl-NL")} van`);

  await visit(page, `/petities/${slug}`);
  expect(countOf(await page.getByTestId("petition-progress").textContent())).toBe(before + 1);
});

test("the copy button copies the petition's address and says so", async ({ page, context, baseURL }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await visit(page, "/petities/meer-groen-in-de-stad/bedankt");
  await hydrated(page);
  await page.getByTestId("share-copy").click();
  await expect(page.getByTestId("share-copy")).toHaveText("Gekopieerd!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/petities/meer-groen-in-de-stad`);
});

test("/petitie-voor-vrede shows its petition and form without header and footer", async ({ page }) => {
  expect(await visit(page, "/petitie-voor-vrede")).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Petitie voor vrede");
  await expect(page.getByTestId("signature-form")).toBeVisible();
  await expect(page.locator("header.site-header, footer.site-footer")).toHaveCount(0);
});

test("a volunteer signs up with region and interests", async ({ page }) => {
  await ownAddress(page);
  await visit(page, "/word-actief");
  await hydrated(page);
  const form = page.getByTestId("volunteer-form");
  await form.getByRole("button", { name: "Aanmelden als vrijwilliger" }).click();
  await expect(page.getByTestId("form-incomplete")).toBeVisible();
  await expect(page.getByText("Kies ten minste één manier waarop u wilt helpen.")).toBeVisible();
  await form.getByLabel("Voornaam").fill("Vera");
  await form.getByLabel("Achternaam").fill("Vrijwilliger");
  await form.getByLabel("E-mailadres").fill(unique("vrijwilliger"));
  await form.getByLabel("Provincie").selectOption("gelderland");
  await form.getByLabel("Gemeente").fill("Arnhem");
  await form.getByLabel("Helpen bij evenementen").check();
  await form.getByLabel("Sociale media").check();
  await expect(page.getByText("Kies ten minste één manier waarop u wilt helpen.")).toHaveCount(0);
  await form.getByLabel(/Ik geef toestemming/).check();
  await form.getByRole("button", { name: "Aanmelden als vrijwilliger" }).click();
  await expect(page.getByTestId("volunteer-thanks")).toContainText("Bedankt voor uw aanmelding!");
  await expect(page).toHaveURL(/\/word-actief\?bedankt$/);
});

test("after repeated tries the form asks for the captcha, which the browser solves", async ({ page }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  test.setTimeout(90_000);
  await ownAddress(page);
  const challenges: string[] = [];
  page.on("request", (request) => {
    // The challenge, and the widget's script: neither before the form needs them.
    if (/\/api\/captcha\/challenge|\/assets\/(captcha-widget|pbkdf2)-/.test(request.url())) challenges.push(request.url());
  });
  for (let n = 0; n < 3; n++) {
    await visit(page, "/nu");
    await hydrated(page);
    await signUpForNewsletter(page, unique(`herhaald-${n}`));
    await expect(page).toHaveURL(/\/nieuwsbrief-bevestigen$/);
  }
  expect(challenges, "no captcha (script or challenge) before it is needed").toEqual([]);
  await visit(page, "/nu");
  await hydrated(page);
  await signUpForNewsletter(page, unique("herhaald-3"));
  const captcha = page.getByTestId("captcha");
  await expect(captcha).toBeVisible();
  // The reason once, with the captcha; the summary says the form is not complete yet.
  await expect(captcha).toContainText("Bevestig eerst dat u geen robot bent");
  await expect(page.getByText(/Bevestig eerst dat u geen robot bent/)).toHaveCount(1);
  await expect(page.getByTestId("form-incomplete")).toHaveText("Sorry, niet alle velden zijn correct ingevuld.");
  await expect(page.locator('input[name="captcha"]')).not.toHaveValue("", { timeout: 60_000 });
  // The widget's script (its proof-of-work worker is a file of its own, so the policy needs no
  // blob: worker; the fixture fails the test on any violation).
  expect(challenges.some((url) => url.includes("/assets/captcha-widget-"))).toBe(true);
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await expect(page).toHaveURL(/\/nieuwsbrief-bevestigen$/);
});
