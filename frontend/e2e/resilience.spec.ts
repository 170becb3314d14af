// One client's oversized requests never fail another visitor's (issue 19, `make run`): the Node
// proxy refuses a body over its limit with 413 in the API's shape, Django drains a smaller one it
// answers early, and no request goes out over a connection gunicorn closed.
import { expect, test } from "@playwright/test";
import { describeFailures, flood } from "./flood";

test("a client posting large bodies in a loop fails no other visitor", async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: it drives no browser");
  test.setTimeout(120_000);
  const result = await flood(baseURL!, ["/api/health", "/api/site-settings", "/api/events?locale=nl"]);
  console.log(`flood (make run): ${JSON.stringify({ attacks: result.attacks, visits: result.visits, failures: result.failures })}`);
  // The list in the assertion's message too: a cut log still shows what failed.
  expect(result.failures, describeFailures(result)).toEqual([]);
  expect(result.visits).toBeGreaterThan(10);
  // 1 MB: refused by the proxy; 200 kB: reaches Django, refused there (no CSRF cookie).
  expect(Object.keys(result.attacks).sort()).toEqual(["1048576:413", "200000:403"]);
});

test("the proxy refuses a body over its limit, and one of unknown length, in the API's shape", async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "no browser");
  const large = await request.post("/api/donations", { data: "x".repeat(300 * 1024), headers: { "content-type": "application/json" } });
  expect(large.status()).toBe(413);
  expect((await large.json()).message).toBe("Wat u verstuurt is te groot. Verklein het bestand of de tekst en probeer het opnieuw.");
  // An application with a CV may be larger (its own limit, Django's 8 MiB): it reaches Django.
  const application = await request.post("/api/applications/contact", { data: "x".repeat(300 * 1024), headers: { "content-type": "application/json" } });
  expect(application.status()).not.toBe(413);
  const chunked = await fetch(`${baseURL}/api/donations`, {
    method: "POST",
    body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode("{}")), c.close()) }),
    headers: { "content-type": "application/json" },
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(411);
  expect((await chunked.json()).message).toBeTruthy();
});
