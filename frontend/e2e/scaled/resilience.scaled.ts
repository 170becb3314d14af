// The scaled topology under one client's oversized requests and a crashing Django (issue 19):
// nginx refuses a body over a location's limit with 413 in the API's shape, Django drains a smaller
// one, and only failed connections and timeouts count against a server (never an answer). (A killed
// server's restart by scripts/supervise.sh is tested on a server of its own: e2e/faults.spec.ts.)
import { expect, test } from "@playwright/test";
import { describeFailures, flood } from "../flood";
import { PROD_E2E } from "./topology";

const base = `http://127.0.0.1:${PROD_E2E.port}`;
const VISITORS = ["/api/health", "/api/site-settings", "/api/events?locale=nl", "/agenda", "/nieuws"];

test("a client posting large bodies in a loop fails no other visitor", { tag: "@scaled" }, async () => {
  test.setTimeout(120_000);
  const result = await flood(base, VISITORS);
  console.log(`flood (make prod): ${JSON.stringify(result)}`);
  // The list in the assertion's message too: a cut log still shows what failed.
  expect(result.failures, describeFailures(result)).toEqual([]);
  expect(result.visits).toBeGreaterThan(10);
  // 1 MB: nginx's 413; 200 kB: within nginx's limit, Django's 403 (no CSRF cookie).
  expect(Object.keys(result.attacks).sort()).toEqual(["1048576:413", "200000:403"]);
});

test("nginx's own errors under /api are in the API's shape", { tag: "@scaled" }, async ({ request }) => {
  const large = await request.post(`${base}/api/donations`, { data: "x".repeat(300 * 1024), headers: { "content-type": "application/json" } });
  expect(large.status()).toBe(413);
  expect(large.headers()["content-type"]).toContain("application/json");
  expect((await large.json()).message).toBe("Wat u verstuurt is te groot. Verklein het bestand of de tekst en probeer het opnieuw.");
  // The applications' location takes a CV: Django answers it.
  const application = await request.post(`${base}/api/applications/contact`, { data: "x".repeat(300 * 1024), headers: { "content-type": "application/json" } });
  expect(application.status()).not.toBe(413);
});
