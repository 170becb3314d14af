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
// unmeasured), ':article' as a path: the first article /nieuws links to; --profile DIR (a V8 .cpuprofile per path, sampled every 100 µs, for Chrome's
// DevTools or any .cpuprofile viewer). Run it from frontend/: it loads build/server/index.js.
// --baseline DIR (make bench-render: ../bench/baseline) measures the anchor of issue 25 first in
// the same process, a bare React Router app built from the same node_modules (its article at
// /nieuws/artikel), and prints each page's CPU as a ratio to it (DESIGN.md §6: at most 2.5×).
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { requests: { type: "string", default: "300" }, profile: { type: "string" }, baseline: { type: "string" } },
});
const requests = Number(values.requests);
const paths = positionals.length ? positionals : [":article", "/privacy", "/", "/nieuws", "/agenda"];
const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
// React Router as the build imports it: frontend's copy, the same module file (and so the same
// instance) whether found by require or import.
const frontendRequire = createRequire(resolve("package.json"));
const { createRequestHandler } = await import(pathToFileURL(frontendRequire.resolve("react-router")).href);
const handle = createRequestHandler(build, "production");
// The baseline's build imports React Router through its node_modules link: the same module file.
const BASELINE_PATH = "/nieuws/artikel";
const baselineHandle = values.baseline
  ? createRequestHandler(await import(pathToFileURL(resolve(values.baseline, "build/server/index.js")).href), "production")
  : undefined;

async function render(path, handler = handle) {
  const response = await handler(new Request(`http://localhost:3400${path}`, { headers: { "Accept-Encoding": "gzip" } }));
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

const MAX_RATIO = 2.5;
console.log(`render CPU, in-process, ${requests} renders per path after ${requests} unmeasured; Node ${process.version}`);
console.log(
  `${"path".padEnd(40)} ${"cpu ms".padStart(7)} ${"user ms".padStart(8)} ${"wall ms".padStart(8)} ${"html KB".padStart(8)}${baselineHandle ? " x baseline" : ""}`,
);

async function measure(path, handler, label = path) {
  for (let i = 0; i < requests; i++) await render(path, handler);
  const session = values.profile ? await startProfile() : undefined;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let size = 0;
  for (let i = 0; i < requests; i++) size = await render(path, handler);
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (session) {
    const { profile } = await session.post("Profiler.stop");
    const file = join(values.profile, `${label.replace(/[^\w]+/g, "_") || "_"}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
  return { cpuMs: (cpu.user + cpu.system) / 1000 / requests, userMs: cpu.user / 1000 / requests, wallMs: wall / requests, size };
}

function line(label, { cpuMs, userMs, wallMs, size }, ratio) {
  console.log(
    `${label.padEnd(40)} ${cpuMs.toFixed(2).padStart(7)} ${userMs.toFixed(2).padStart(8)} ${wallMs.toFixed(2).padStart(8)} ${(size / 1024).toFixed(1).padStart(8)}${ratio ?? ""}`,
  );
}

// ':article' stands for the first article /nieuws links to (as bench/load_bench.py picks it).
async function resolvePath(path) {
  if (path !== ":article") return path;
  const response = await handle(new Request("http://localhost:3400/nieuws"));
  const match = /href="(\/nieuws\/[\w-]+)"/.exec(await response.text());
  if (!match) throw new Error("no article linked from /nieuws");
  return match[1];
}

const baseline = baselineHandle ? await measure(BASELINE_PATH, baselineHandle, "baseline") : undefined;
if (baseline) line(`baseline ${BASELINE_PATH}`, baseline, `${"1.00".padStart(11)}`);
const missed = [];
for (const path of await Promise.all(paths.map(resolvePath))) {
  const result = await measure(path, handle);
  if (!baseline) {
    line(path, result);
    continue;
  }
  const ratio = result.cpuMs / baseline.cpuMs;
  if (ratio > MAX_RATIO) missed.push(path);
  line(path, result, `${ratio.toFixed(2).padStart(11)}`);
}
if (baseline) {
  console.log(
    missed.length
      ? `target (render CPU at most ${MAX_RATIO}x the baseline's) MISSED by: ${missed.join(" ")}`
      : `target (render CPU at most ${MAX_RATIO}x the baseline's) met by every page`,
  );
}
