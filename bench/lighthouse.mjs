#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling: Lighthouse's default) for the home page, an article and
// an event, in Debian's Chromium (DESIGN.md §6: performance ≥ 95; accessibility, best practices and
// SEO 100). Prints the four scores per page, the CPU benchmark index Lighthouse measured on this
// machine, and every audit that kept a category below 100 (with the elements it names).
//
// Usage: node bench/lighthouse.mjs [base URL, default $BASE_URL or http://localhost:3000]
//        [--runs N] (default 1; with more runs the median performance run is shown)
//        [--json dir] (writes each full report there) [--only home,article,event]
// Needs the production build served (scripts/serve.sh or `make prod`) and `npm ci` in bench/.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const base = (args.find((arg) => /^https?:\/\//.test(arg)) ?? process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const runs = Number(option("--runs", "1"));
const jsonDir = option("--json", null);
const only = option("--only", "home,article,event").split(",");
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
const METRICS = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time", CLS: "cumulative-layout-shift", SI: "speed-index" };

/** The first link on a listing page that matches `pattern` (the newest article, the next event). */
async function firstLink(listPath, pattern) {
  const html = await (await fetch(base + listPath)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${base}${listPath}`);
  return match[1];
}

const pages = [
  ["home", "/"],
  ["article", await firstLink("/nieuws", /href="(\/nieuws\/[\w-]+)"/)],
  ["event", await firstLink("/agenda", /href="(\/agenda\/(?!bedankt|bevestigen|tickets|inchecken)[\w-]+)"/)],
].filter(([name]) => only.includes(name));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

// The metric audits name no elements; these diagnostics do.
const DIAGNOSTICS = ["layout-shifts", "long-tasks", "bootup-time", "render-blocking-insight", "lcp-discovery-insight", "image-delivery-insight"];

function failures(lhr, category) {
  const refs = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 || (category === "performance" && DIAGNOSTICS.includes(ref.id)));
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? "").filter(Boolean);
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      return `      ${audit.id}: score ${audit.score}${value}${items.length ? `\n        ${items.join("\n        ")}` : ""}`;
    });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
let missed = false;
try {
  for (const [name, path] of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      results.push(result.lhr);
    }
    const performance = median(results.map((lhr) => lhr.categories.performance.score));
    const lhr = results.find((candidate) => candidate.categories.performance.score === performance);
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(join(jsonDir, `${name}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]));
    const metrics = Object.entries(METRICS)
      .map(([short, id]) => `${short} ${lhr.audits[id].displayValue}`)
      .join(", ");
    rows.push({ name, path, scores, benchmark: lhr.environment.benchmarkIndex, metrics, lhr });
  }
} finally {
  chrome.kill();
}

console.log(`Lighthouse ${rows[0]?.lhr.lighthouseVersion} (mobile, simulated throttling), ${base}, ${runs} run(s) per page`);
console.log(`${"page".padEnd(8)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"b.p.".padStart(5)} ${"seo".padStart(5)}  CPU index  path`);
for (const row of rows) {
  const cells = CATEGORIES.map((category) => String(row.scores[category]).padStart(5)).join(" ");
  console.log(`${row.name.padEnd(8)} ${cells}  ${String(Math.round(row.benchmark)).padStart(9)}  ${row.path}`);
  console.log(`         ${row.metrics}`);
}
console.log(`targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.seo}`);
for (const row of rows) {
  for (const category of CATEGORIES) {
    if (row.scores[category] >= TARGETS[category]) continue;
    missed = true;
    console.log(`  ${row.name} ${category} ${row.scores[category]} < ${TARGETS[category]}:`);
    for (const line of failures(row.lhr, category)) console.log(line);
  }
}
process.exitCode = missed ? 1 : 0;
