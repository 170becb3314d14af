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
// --baseline DIR (make bench-render: ../bench/baseline) measures the anchor of issue 25 in the
// same process, a bare React Router app built from the same node_modules (its article at
// /nieuws/artikel), and prints each page's CPU as a ratio to it (DESIGN.md §6: at most 2.5×).
// With it, the baseline and the pages are measured in turn, --rounds times (default 5; requests
// per path and round: --requests divided by the rounds), and each ratio is the median of the
// rounds' ratios: this machine's speed drifts by half or more within minutes, and measuring one
// after the other put that drift into the ratios. The baseline is also measured a second time with
// its loader waiting for one API call (BASELINE_API_URL: the first article's
// /api/articles/{slug} on BACKEND_URL), as each content page's loader waits for its one call to
// Django; the last column is each page's ratio to that.
// BASELINE_CARDS=N (read by the baseline's loader): the anchor also renders N news cards as
// /nieuws shows them, to compare a list page with the bare framework rendering the same content.
// --interleave N: within each round the targets take turns N renders at a time (the anchor, the
// anchor with its API call, then each page, and again) instead of path by path, so that a drift of
// this VM's speed falls on all of them alike within a round; each render's CPU is counted to its own
// target. Its ratios repeat far better from run to run, but they are not the default's: no target
// runs with its code and data hot in the processor's caches, and a page's garbage may be collected
// in the anchor's render (bench/RESULTS.md, 2026-12-06).
// --collect: each measurement pays for its own garbage and no one else's: the heap is collected
// before it (not counted) and at its end (counted, less what a collection of an empty heap costs).
// Without it a page's garbage may be collected in whatever is measured next. It did not steady
// the anchor on a noisy VM (bench/RESULTS.md, 2026-12-01), so it is not the default.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: "string", default: "300" },
    rounds: { type: "string", default: "5" },
    profile: { type: "string" },
    baseline: { type: "string" },
    collect: { type: "boolean", default: false },
    interleave: { type: "string" },
  },
});
// With --collect, a full collection on demand (as --expose-gc gives it).
if (values.collect) setFlagsFromString("--expose-gc");
const collect = values.collect ? runInNewContext("gc") : undefined;
const requests = Number(values.requests);
const rounds = values.baseline ? Math.max(1, Number(values.rounds)) : 1;
const interleaveBlock = values.interleave ? Math.max(1, Number(values.interleave)) : 0;
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
const perRound = Math.max(1, Math.round(requests / rounds));
console.log(
  `render CPU, in-process, ${perRound * rounds} renders per path after ${requests} unmeasured` +
    (rounds > 1 ? ` (${rounds} rounds of ${perRound}, ${interleaveBlock ? `in turn, ${interleaveBlock} at a time` : "in turn"})` : "") +
    `; Node ${process.version}`,
);

// Renders `count` times and returns the process's CPU (all threads: V8's collector and compiler
// too), the wall time and the page's size; with --profile, a V8 profile of the first round.
async function measure(path, handler, count, profileLabel) {
  const session = profileLabel ? await startProfile() : undefined;
  const idle = collect ? collectionOfNothing(collect) : NOTHING;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let size = 0;
  for (let i = 0; i < count; i++) size = await render(path, handler);
  collect?.(); // this measurement's own garbage
  const wall = performance.now() - started - idle.wallMs;
  const used = process.cpuUsage(cpuBefore);
  const cpu = { user: used.user - idle.user, system: used.system - idle.system };
  if (session) {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(values.profile, { recursive: true });
    writeFileSync(join(values.profile, `${profileLabel.replace(/[^\w]+/g, "_") || "_"}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
  return { cpuMs: (cpu.user + cpu.system) / 1000 / count, userMs: cpu.user / 1000 / count, wallMs: wall / count, size };
}

const NOTHING = { user: 0, system: 0, wallMs: 0 };

/** Collects what earlier measurements left (not counted), then returns what a collection costs
 * when there is nothing to collect: the part of the counted collection that is not garbage. */
function collectionOfNothing(collect) {
  collect();
  const before = process.cpuUsage();
  const started = performance.now();
  collect();
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(before);
  return { user, system, wallMs };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ':article' stands for the first article /nieuws links to (as bench/load_bench.py picks it).
async function resolvePath(path) {
  if (path !== ":article") return path;
  const response = await handle(new Request("http://localhost:3400/nieuws"));
  const match = /href="(\/nieuws\/[\w-]+)"/.exec(await response.text());
  if (!match) throw new Error("no article linked from /nieuws");
  return match[1];
}

const pagePaths = await Promise.all(paths.map(resolvePath));
// What is measured, in this order in every round: the baseline, the baseline waiting for one API
// call (the first article's, on the Django the pages' loaders call), then the pages.
const targets = [];
if (baselineHandle) {
  const backend = (process.env.BACKEND_URL ?? "http://127.0.0.1:8000").replace(/\/+$/, "");
  const article = pagePaths.find((path) => path.startsWith("/nieuws/")) ?? (await resolvePath(":article"));
  const apiUrl = `${backend}/api/articles/${article.split("/").pop()}?locale=nl`;
  targets.push({ label: `baseline ${BASELINE_PATH}`, path: BASELINE_PATH, handler: baselineHandle, anchor: "bare" });
  targets.push({ label: "baseline + one API call", path: BASELINE_PATH, handler: baselineHandle, anchor: "api", apiUrl });
}
for (const path of pagePaths) targets.push({ label: path, path, handler: handle });

async function inTurn(target, count, profileLabel) {
  if (target.apiUrl) process.env.BASELINE_API_URL = target.apiUrl;
  else delete process.env.BASELINE_API_URL;
  try {
    return await measure(target.path, target.handler, count, profileLabel);
  } finally {
    delete process.env.BASELINE_API_URL;
  }
}

/** One round of `count` renders per target, the targets taking turns `block` renders at a time. */
async function interleavedRound(count, block) {
  const rows = targets.map(() => ({ cpuMs: 0, userMs: 0, wallMs: 0, size: 0 }));
  for (let done = 0; done < count; done += block) {
    const renders = Math.min(block, count - done);
    for (const [index, target] of targets.entries()) {
      const part = await inTurn(target, renders);
      for (const key of ["cpuMs", "userMs", "wallMs"]) rows[index][key] += (part[key] * renders) / count;
      rows[index].size = part.size;
    }
  }
  return rows;
}

for (const target of targets) await inTurn(target, requests); // unmeasured: warms the code and caches
const results = targets.map(() => []);
for (let round = 0; round < rounds; round++) {
  if (interleaveBlock) {
    for (const [index, row] of (await interleavedRound(perRound, interleaveBlock)).entries()) results[index].push(row);
    continue;
  }
  for (const [index, target] of targets.entries()) {
    const profileLabel = values.profile && round === 0 && !target.anchor ? target.label : undefined;
    results[index].push(await inTurn(target, perRound, profileLabel));
  }
}

const anchorRounds = (anchor) => results[targets.findIndex((target) => target.anchor === anchor)];
const ratioTo = (anchor, rows) => median(rows.map((row, round) => row.cpuMs / anchorRounds(anchor)[round].cpuMs));
console.log(
  `${"path".padEnd(40)} ${"cpu ms".padStart(7)} ${"user ms".padStart(8)} ${"wall ms".padStart(8)} ${"html KB".padStart(8)}` +
    (baselineHandle ? ` ${"x baseline".padStart(11)} ${"x baseline+API".padStart(15)}` : ""),
);
const missed = [];
for (const [index, target] of targets.entries()) {
  const rows = results[index];
  const figure = (key) => median(rows.map((row) => row[key]));
  let ratios = "";
  if (baselineHandle) {
    const bare = ratioTo("bare", rows);
    if (!target.anchor && bare > MAX_RATIO) missed.push(target.label);
    ratios = ` ${bare.toFixed(2).padStart(11)} ${ratioTo("api", rows).toFixed(2).padStart(15)}`;
  }
  console.log(
    `${target.label.padEnd(40)} ${figure("cpuMs").toFixed(2).padStart(7)} ${figure("userMs").toFixed(2).padStart(8)} ` +
      `${figure("wallMs").toFixed(2).padStart(8)} ${(rows[0].size / 1024).toFixed(1).padStart(8)}${ratios}`,
  );
}
if (baselineHandle) {
  console.log(
    missed.length
      ? `target (render CPU at most ${MAX_RATIO}x the baseline's) MISSED by: ${missed.join(" ")}`
      : `target (render CPU at most ${MAX_RATIO}x the baseline's) met by every page`,
  );
}
