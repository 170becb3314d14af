// The scaled topology under one client's oversized requests and a crashing Django (issue 19):
// nginx refuses a body over a location's limit with 413 in the API's shape, Django drains a smaller
// one, only failed connections and timeouts count against a server (never an answer), and a
// killed gunicorn is started again by scripts/prod.sh while nginx sends its share to the other.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { flood } from "../flood";
import { PROD_E2E } from "./topology";

const base = `http://127.0.0.1:${PROD_E2E.port}`;
const VISITORS = ["/api/health/ready", "/api/site-settings", "/api/events?locale=nl", "/agenda", "/nieuws"];

/** The gunicorn master bound to `port` (its workers have a gunicorn for a parent). */
function gunicornMaster(port: number): number | undefined {
  const procs = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8").replaceAll("\0", " ");
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return [{ pid: Number(name), ppid: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]), cmd }];
      } catch {
        return [];
      }
    });
  const ours = procs.filter((p) => p.cmd.includes("gunicorn config.wsgi") && p.cmd.includes(`--bind 127.0.0.1:${port} `) && !p.cmd.includes("supervise.sh"));
  return ours.find((p) => !ours.some((q) => q.pid === p.ppid))?.pid;
}

test("a client posting large bodies in a loop fails no other visitor", { tag: "@scaled" }, async () => {
  test.setTimeout(120_000);
  const result = await flood(base, VISITORS);
  console.log(`flood (make prod): ${JSON.stringify(result)}`);
  expect(result.failures).toEqual([]);
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

test("a killed Django is started again; meanwhile nginx sends the visitors to the other", { tag: "@scaled" }, async () => {
  test.setTimeout(180_000);
  const port = PROD_E2E.backendPorts[0];
  const master = gunicornMaster(port);
  expect(master, `gunicorn on ${port}`).toBeTruthy();
  const visiting = flood(base, ["/api/health/ready", "/api/site-settings"], 10);
  process.kill(master!, "SIGKILL");
  const result = await visiting;
  expect(result.failures).toEqual([]);
  await expect.poll(() => gunicornMaster(port), { timeout: 90_000 }).not.toBe(master);
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
});
