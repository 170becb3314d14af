// CPU time of a page's server render alone (issue 10, DESIGN.md §6): React Router's request handler
// called in this process, with no HTTP server, no compression and no nginx in front, so what is
// left is route matching, the loaders (their API calls still go to Django over HTTP) and React's
// render. bench/page_cpu.py measures the whole Node server; the difference is what HTTP, Express
// and gzip cost.
//
//   cd frontend && BACKEND_URL=http://127.0.0.1:8400 node ../bench/render_cpu.mjs / /privacy
//
// BACKEND_URL is the Django the loaders call (`make prod`'s internal nginx port, 8400, or `make
// run`'s Django on 8000). Options: --requests N (measured per path, default 300, after as many
// unmeasured), --profile DIR (a V8 .cpuprofile per path, sampled every 100 µs, for Chrome's
// DevTools or any .cpuprofile viewer). Run it from frontend/: it loads build/server/index.js.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { requests: { type: "string", default: "300" }, profile: { type: "string" } },
});
const requests = Number(values.requests);
const paths = positionals.length ? positionals : ["/", "/privacy", "/nieuws", "/agenda"];
const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
// React Router as the build imports it: frontend's copy, the same module file (and so the same
// instance) whether found by require or import.
const frontendRequire = createRequire(resolve("package.json"));
const { createRequestHandler } = await import(pathToFileURL(frontendRequire.resolve("react-router")).href);
const handle = createRequestHandler(build, "production");

async function render(path) {
  const response = await handle(new Request(`http://localhost:3400${path}`, { headers: { "Accept-Encoding": "gzip" } }));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return html.length;
}

async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  return session;
}

console.log(`render CPU, in-process, ${requests} renders per path after ${requests} unmeasured; Node ${process.version}`);
console.log(`${"path".padEnd(40)} ${"cpu ms".padStart(7)} ${"user ms".padStart(8)} ${"wall ms".padStart(8)} ${"html KB".padStart(8)}`);
for (const path of paths) {
  for (let i = 0; i < requests; i++) await render(path);
  const session = values.profile ? await startProfile() : undefined;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let size = 0;
  for (let i = 0; i < requests; i++) size = await render(path);
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (session) {
    const { profile } = await session.post("Profiler.stop");
    const file = join(values.profile, `${path.replace(/[^\w]+/g, "_") || "_"}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
  const perPage = (micros) => (micros / 1000 / requests).toFixed(2);
  console.log(
    `${path.padEnd(40)} ${perPage(cpu.user + cpu.system).padStart(7)} ${perPage(cpu.user).padStart(8)} ${(wall / requests).toFixed(2).padStart(8)} ${(size / 1024).toFixed(1).padStart(8)}`,
  );
}
