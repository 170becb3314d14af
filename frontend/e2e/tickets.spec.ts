// The ticket page and the door (issue 7): a buyer's tickets as QR codes on a phone, staff checking
// them in by typed code (once: a second scan says when it was used), unknown codes and other events
// refused, the scanner closed to visitors and to members without the right to scan.
import type { Browser, Page } from "@playwright/test";
import { writeQrVideo } from "./fake-camera";
import { expect, hydrated, isPhone, PASSWORD_HASH_TIMEOUT, test, visit } from "./fixtures";
import { staffLogin } from "./staff";

const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true };
// Not in the code alphabet (no 0, O, 1 or I): no ticket can have it.
const NO_SUCH_CODE = "AAAA-AAAA-AAA0";


/**
 * The ticket page key of a demo order for the sold-out 'Vriendendiner' (events/demo.py: two confirmed
 * orders, one ticket each), read as staff read it in the admin: Tickets → Bestellingen → inspect.
 */
async function demoTicketKey(page: Page, guest: number): Promise<string> {
  const listing = await (await page.request.get(`/cms/snippets/orders/order/?q=gast-${guest}%40example.org`)).text();
  const inspect = listing.match(/href="([^"]*\/orders\/order\/inspect\/\d+\/)"/)?.[1];
  expect(inspect, `the order of gast-${guest}@example.org in the admin`).toBeTruthy();
  const details = await (await page.request.get(inspect!)).text();
  const key = details.match(/<dt>Ticket key<\/dt>\s*<dd>\s*([A-Za-z0-9_-]{16,64})/)?.[1];
  expect(key, "the order's ticket key").toBeTruthy();
  return key!;
}

async function buyersPhone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

function checkedIn(text: string | null): number {
  return Number(text?.match(/Ingecheckt (\d+) van/)?.[1] ?? Number.NaN);
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Controleren" }).click();
}

test("the ticket page shows the QR code, and the door checks the ticket in once", async ({ page, browser }, info) => {
  test.slow(); // two browsers, the admin, a dozen pages
  // Each project its own demo ticket: the two run side by side.
  const guest = isPhone(info.project.name) ? 1 : 2;
  await staffLogin(page, "administration");
  const key = await demoTicketKey(page, guest);

  // The buyer opens the link from the tickets e-mail on a phone.
  const buyer = await buyersPhone(browser);
  const response = await buyer.page.goto(`/agenda/tickets/${key}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(buyer.page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(buyer.page.getByRole("heading", { level: 1 })).toHaveText("Vriendendiner");
  await expect(buyer.page.getByTestId("tickets-when")).toHaveText(/ om \d{2}:00 – \d{2}:00$/);
  await expect(buyer.page.getByTestId("tickets-buyer")).toHaveText(`Voorbeeld Gast ${guest}`);
  const ticket = buyer.page.getByTestId("ticket");
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByTestId("ticket-qr").locator("svg path")).toHaveCount(1);
  const qr = await ticket.getByTestId("ticket-qr").boundingBox();
  expect(qr!.width, "the QR code is large enough for the door").toBeGreaterThanOrEqual(240);
  const code = (await ticket.getByTestId("ticket-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(ticket.getByTestId("ticket-state")).toHaveText("Geldig");
  await expect(buyer.page.getByTestId("tickets-pdf")).toHaveAttribute("href", `/api/tickets/${key}/pdf`);
  await expect(buyer.page.getByTestId("tickets-ics")).toHaveAttribute("href", `/api/tickets/${key}/ics`);
  const pdf = await buyer.page.request.get(`/api/tickets/${key}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await buyer.page.getByRole("button", { name: "Weigeren" }).click(); // the cookie notice
  await buyer.page.screenshot({ path: info.outputPath("ticket-page.png"), fullPage: true });

  // At the door: the dinner, a code typed as people type it.
  await visit(page, "/agenda/inchecken");
  await hydrated(page);
  await page.getByLabel("Evenement").selectOption({ label: "Vriendendiner" });
  await expect(page).toHaveURL(/\?evenement=\d+$/);
  const count = page.getByTestId("check-in-count");
  await expect(count).toHaveText(/^Ingecheckt \d van 2$/);
  const before = checkedIn(await count.textContent());
  await typeCode(page, code.toLowerCase().replaceAll("-", " "));
  const result = page.getByTestId("scan-result");
  await expect(result).toHaveAttribute("data-result", "valid");
  await expect(result).toContainText("Geldig");
  await expect(result).toContainText(`Voorbeeld Gast ${guest}`);
  await expect(result).toContainText("Diner");
  expect(checkedIn(await count.textContent())).toBeGreaterThanOrEqual(before + 1);
  await page.screenshot({ path: info.outputPath("door-valid.png"), fullPage: true });

  // The same ticket again: already used, with the time it went in.
  await typeCode(page, code);
  await expect(result).toHaveAttribute("data-result", "used");
  await expect(result).toContainText("Al gebruikt");
  await expect(page.getByTestId("scan-used-at")).toHaveText(/^Eerder ingecheckt: \d{2}:\d{2}$/);
  await page.screenshot({ path: info.outputPath("door-used.png"), fullPage: true });

  await typeCode(page, NO_SUCH_CODE);
  await expect(result).toHaveAttribute("data-result", "unknown");
  await expect(result).toContainText("Onbekende code");
  await page.screenshot({ path: info.outputPath("door-unknown.png"), fullPage: true });

  await page.getByLabel("Evenement").selectOption({ label: "Ledenavond Utrecht" });
  await typeCode(page, code);
  await expect(result).toHaveAttribute("data-result", "wrong_event");
  await expect(result).toContainText("Ander evenement");
  await expect(result).not.toContainText(`Voorbeeld Gast ${guest}`);

  // The buyer's page now says when the ticket went in.
  await buyer.page.reload();
  await expect(buyer.page.getByTestId("ticket-state")).toHaveText(/^Ingecheckt: \d{2}:\d{2}$/);
  await buyer.context.close();
});

test("the camera reads a ticket's QR code, and a code held in view counts once", async ({ page, playwright }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  test.slow();
  await staffLogin(page, "administration");
  const key = await demoTicketKey(page, 1);
  const order = await (await page.request.get(`/api/tickets/${key}`)).json();
  const { code, qr_svg: svg } = order.tickets[0] as { code: string; qr_svg: string };
  // A browser whose camera films the buyer's QR code (Chromium has no BarcodeDetector on Linux: jsQR reads it).
  const options = info.project.use.launchOptions ?? {};
  const camera = await playwright.chromium.launch({
    ...options,
    args: [
      ...(options.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${writeQrVideo(svg, info.outputPath("qr.y4m"))}`,
    ],
  });
  const context = await camera.newContext({ ...PHONE, baseURL: info.project.use.baseURL, storageState: await page.context().storageState() });
  await context.grantPermissions(["camera"]);
  const door = await context.newPage();
  const posted: string[] = [];
  door.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/check-in") posted.push(request.postData() ?? "");
  });
  await door.goto("/agenda/inchecken");
  await hydrated(door);
  // Another event than the ticket's: the answer does not depend on the other test's check-in.
  await door.getByLabel("Evenement").selectOption({ label: "Ledenavond Utrecht" });
  await expect(door).toHaveURL(/\?evenement=\d+$/);
  await door.getByRole("button", { name: "Camera aanzetten" }).click();
  await expect(door.getByTestId("camera")).toHaveAttribute("data-state", "on");
  const result = door.getByTestId("scan-result");
  await expect(result).toHaveAttribute("data-result", "wrong_event", { timeout: 15_000 });
  await expect(result).toContainText("Ander evenement");
  await door.screenshot({ path: info.outputPath("door-camera.png"), fullPage: true });
  await door.waitForTimeout(2500); // the code stays in front of the camera
  expect(posted, "one scan for a code held in view").toHaveLength(1);
  expect(JSON.parse(posted[0])).toMatchObject({ code, event: expect.any(Number), scan_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await door.getByRole("button", { name: "Camera uitzetten" }).click();
  await expect(door.getByTestId("camera")).toHaveAttribute("data-state", "off");
  await camera.close();
});

test("a scan without connection is sent again with the same scan id", async ({ page }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  await staffLogin(page, "administration");
  await visit(page, "/agenda/inchecken");
  await hydrated(page);
  const scanIds: string[] = [];
  let cut = true;
  await page.route("**/api/check-in", async (route) => {
    scanIds.push(JSON.parse(route.request().postData() ?? "{}").scan_id);
    if (cut) await route.abort("internetdisconnected");
    else await route.continue();
  });
  await typeCode(page, NO_SUCH_CODE);
  const result = page.getByTestId("scan-result");
  await expect(result).toHaveAttribute("data-result", "offline");
  await expect(result).toContainText("Geen verbinding: de scan is niet verwerkt.");
  expect(scanIds.length, "tried more than once by itself").toBeGreaterThan(1);
  cut = false;
  await result.getByRole("button", { name: "Opnieuw versturen" }).click();
  await expect(result).toHaveAttribute("data-result", "unknown");
  expect(new Set(scanIds).size, "every try carries the same scan id").toBe(1);
});

test("without JavaScript a typed code is checked by the page's form", async ({ browser }, info) => {
  test.skip(isPhone(info.project.name), "one pass is enough");
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await staffLogin(page, "administration");
  await page.goto("/agenda/inchecken");
  await page.getByLabel("Evenement").selectOption({ label: "Vriendendiner" });
  await typeCode(page, NO_SUCH_CODE);
  await expect(page.getByTestId("scan-result")).toHaveAttribute("data-result", "unknown");
  await expect(page.getByTestId("scan-result")).toContainText("Onbekende code");
  await expect(page.getByLabel("Evenement")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Evenement").locator("option:checked")).toHaveText("Vriendendiner");
  await context.close();
});

test("the scanner sends a visitor to log in, and refuses a member without the right to scan", async ({ page }) => {
  await visit(page, "/agenda/inchecken");
  await expect(page).toHaveURL(/\/cms\/login\/\?next=%2Fagenda%2Finchecken$/);
  await visit(page, "/en/agenda/inchecken");
  await expect(page).toHaveURL(/\/cms\/login\/\?next=%2Fen%2Fagenda%2Finchecken$/);

  // A member logged in on the site has a session, but no right to scan.
  await visit(page, "/login?next=/agenda/inchecken");
  await hydrated(page);
  await page.getByLabel("E-mailadres").fill("lid@example.org");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("demo-wachtwoord-2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/agenda\/inchecken$/, { timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByTestId("check-in-refused")).toContainText("Geen toegang");
  await expect(page.getByTestId("check-in-refused")).toContainText("mag geen tickets scannen");
  expect(await visit(page, "/agenda/inchecken")).toBe(403);
});

test("an unknown ticket key is the 404 page", async ({ page }) => {
  expect(await visit(page, "/agenda/tickets/abcdefghijklmnopqrstuvwxyz012345")).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  expect(await visit(page, "/agenda/tickets/te.kort")).toBe(404);
});
