#!/usr/bin/env node
// First-load JavaScript per route, gzip (DESIGN.md §6): what the browser must fetch before a route
// that is opened directly (not navigated to) can hydrate. React Router writes that list into its
// route manifest (build/client/assets/manifest-*.js): the client entry and its imports, then for
// every route in the match (root, then the route itself) its module and its static imports, each
// already closed over their own static imports. The server renders <link rel="modulepreload"> for
// exactly these files. With lazy route discovery (React Router's default) the manifest itself is
// not fetched: the server inlines the matched routes' part of it into the page; with
// routeDiscovery "initial" the whole manifest file is loaded too, and counted. Chunks loaded later by a dynamic import() are not counted (they are not
// needed for the first paint); the browser suite (e2e/js-budget.spec.ts) measures what a real first
// load of an article transfers, dynamic imports included.
//
// Usage: node bench/js_budget.mjs [--build frontend/build/client] [--all] [--chunks nl:/nieuws/:slug]
//        [--dynamic] (ignore the precompressed files: what on-the-fly compression would send)
// Sizes are as served: the build's precompressed .gz and .br beside each asset (frontend/
// precompress.ts: Zopfli and Brotli 11), or, for a file without them, gzip level 6 (Node's
// compression middleware) and Brotli at quality 4 (the same middleware's). The budget is gzip.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUDGETS = { "nl:/nieuws/:slug": 120 * 1024 }; // DESIGN.md §6
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const here = new URL(".", import.meta.url).pathname;
const clientDir = resolve(option("--build", join(here, "../frontend/build/client")));
const showAll = args.includes("--all");
const dynamic = args.includes("--dynamic");
const chunksOf = option("--chunks", null);

function readManifest() {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}: run 'npx react-router build' in frontend/ first`);
  const source = readFileSync(join(assets, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

const sizeCache = new Map();
function servedSize(path, suffix, compress) {
  return !dynamic && existsSync(path + suffix) ? readFileSync(path + suffix).length : compress(readFileSync(path)).length;
}
function gzipSize(url) {
  if (!sizeCache.has(url)) {
    const path = join(clientDir, url.replace(/^\//, ""));
    sizeCache.set(url, {
      raw: readFileSync(path).length,
      gzip: servedSize(path, ".gz", (bytes) => gzipSync(bytes, { level: 6 })),
      br: servedSize(path, ".br", (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
    });
  }
  return sizeCache.get(url);
}

const manifest = readManifest();
// The server build says which route discovery the app uses.
const serverBuild = readFileSync(join(clientDir, "../server/index.js"), "utf8");
const loadsWholeManifest = /routeDiscovery = \{\s*"mode": "initial"/.test(serverBuild);
const routes = manifest.routes;

function chain(id) {
  const ids = [];
  for (let current = id; current; current = routes[current].parentId) ids.unshift(current);
  return ids;
}

// The files a direct load of the route needs, in the order React Router preloads them.
// React Router may list a file with a '#' suffix (its way to tell two links apart): same file.
const file = (url) => url.replace(/[?#].*$/, "");

function firstLoad(id) {
  const js = new Set([...(loadsWholeManifest ? [manifest.url] : []), manifest.entry.module, ...manifest.entry.imports].map(file));
  const css = new Set((manifest.entry.css ?? []).map(file));
  for (const routeId of chain(id)) {
    const route = routes[routeId];
    if (route.module) js.add(file(route.module));
    for (const url of route.imports ?? []) js.add(file(url));
    for (const url of route.css ?? []) css.add(file(url));
  }
  const total = (files, key = "gzip") => [...files].reduce((sum, file) => sum + gzipSize(file)[key], 0);
  return { js, css, jsGzip: total(js), jsBr: total(js, "br"), cssGzip: total(css) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const rows = Object.keys(routes)
  .filter((id) => routes[id].hasDefaultExport && (showAll || !id.startsWith("en:")))
  .map((id) => ({ id, ...firstLoad(id) }));

if (chunksOf) {
  const row = rows.find((candidate) => candidate.id === chunksOf) ?? { id: chunksOf, ...firstLoad(chunksOf) };
  console.log(`first-load files of ${row.id} (gzip, largest first)`);
  for (const file of [...row.js, ...row.css].sort((a, b) => gzipSize(b).gzip - gzipSize(a).gzip)) {
    console.log(`${kb(gzipSize(file).gzip)}  ${kb(gzipSize(file).br)} br  ${kb(gzipSize(file).raw)} raw  ${file}`);
  }
  console.log(`${kb(row.jsGzip)}  ${kb(row.jsBr)} br  JavaScript in ${row.js.size} files, ${kb(row.cssGzip).trim()} CSS (gzip)`);
  process.exit(0);
}

// Routes that share a module and so the same files are shown once, with their paths.
const groups = new Map();
for (const row of rows) {
  const key = [...row.js].sort().join(" ");
  if (!groups.has(key)) groups.set(key, { ...row, ids: [] });
  groups.get(key).ids.push(row.id);
}
const sorted = [...groups.values()].sort((a, b) => b.jsGzip - a.jsGzip);
console.log(`first-load JavaScript per route, gzip (build: ${clientDir})`);
console.log(`${"JS gzip".padStart(9)}  ${"JS br".padStart(9)}  ${"files".padStart(5)}  ${"CSS gzip".padStart(9)}  route (module)`);
let failed = false;
for (const group of sorted) {
  const module = routes[group.id].module.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "");
  const more = group.ids.length > 1 ? ` (+${group.ids.length - 1} more)` : "";
  console.log(`${kb(group.jsGzip)}  ${kb(group.jsBr)}  ${String(group.js.size).padStart(5)}  ${kb(group.cssGzip)}  ${group.ids[0]}${more}  [${module}]`);
}
for (const [id, budget] of Object.entries(BUDGETS)) {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) continue;
  const ok = row.jsGzip < budget;
  failed ||= !ok;
  console.log(`budget ${id}: ${kb(row.jsGzip).trim()} of ${kb(budget).trim()} — ${ok ? "within budget" : "OVER BUDGET"}`);
}
process.exitCode = failed ? 1 : 0;
