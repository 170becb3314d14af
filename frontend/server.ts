// The one entry point of the embedded default: serves the built assets, proxies the Django paths
// and hands every other request to React Router's server renderer.
import { existsSync, readdirSync } from "node:fs";
import { extname } from "node:path";
import compression from "compression";
import express from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { commonHeaders, hstsSecondsFromEnv } from "./app/lib/security/csp.server.ts";
import { answerProxyError, createBackendAgent, createBodyLimit, prepareProxyRequest, proxySettingsFromEnv } from "./app/lib/proxy.server.ts";
import { createRenderLimit, renderConcurrencyFromEnv } from "./app/lib/render-limit.server.ts";
import { installJsonConsole, installPlainConsole } from "./app/lib/server-log.ts";
import { forgetsCookies } from "./app/lib/personal-pages.ts";
import { PAGE_CACHE_VERSION_HEADER } from "./app/lib/api/content-cache.server.ts";

// Log lines without personal data or tokens: JSON lines in the scaled mode (scripts/prod.sh).
if (process.env.LOG_FORMAT === "json") installJsonConsole();
else installPlainConsole();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "::"; // every interface, IPv4 and IPv6
const backendUrl = process.env.BACKEND_URL ?? "http://127.0.0.1:8000";
const DJANGO_PATHS = /^\/(api|cms|media|static|documents)(\/|$)/;
// SPEC §7: every API request carries the development key when one is configured, also those the
// browser sends through this proxy (the key itself never reaches the browser).
const devKey = process.env.DEV_KEY || "";

// A path in a variable: the build output exists only after `react-router build`.
const buildPath = "./build/server/index.js";
const build = (await import(buildPath)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
// Forwarded headers are trusted only from a proxy on this machine (nginx in the scaled mode).
app.set("trust proxy", "loopback");

// The security headers of every answer (lib/security/csp.server.ts; the pages add their CSP in
// entry.server.tsx). HSTS only in production and over HTTPS (req.secure: nginx's X-Forwarded-Proto).
const production = process.env.NODE_ENV === "production";
const hstsSeconds = hstsSecondsFromEnv();
const hstsIncludeSubdomains = process.env.SECURE_HSTS_INCLUDE_SUBDOMAINS === "true";
// Added as the headers go out, where the answer has none of its own: a route's stricter
// Referrer-Policy (a page with a token in its address) and Django's headers are kept.
app.use((req, res, next) => {
  const headers = Object.entries(commonHeaders({ secure: req.secure, production, hstsSeconds, hstsIncludeSubdomains }));
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});

// Django answers these itself; the original Host travels along so it builds the right URLs. No
// Referer (a token in a page's address would reach Django's log); a body over the path's limit is
// refused here; every hop has connect and read timeouts; a failure answers in the API's error shape
// with the security headers (lib/proxy.server.ts).
const proxySettings = proxySettingsFromEnv();
const bodyLimit = createBodyLimit(proxySettings);
app.use((req, res, next) => (DJANGO_PATHS.test(req.path) ? bodyLimit(req, res, next) : next()));
app.use(
  createProxyMiddleware({
    target: backendUrl,
    pathFilter: (path) => DJANGO_PATHS.test(path),
    changeOrigin: false,
    xfwd: true,
    agent: createBackendAgent(proxySettings),
    on: { proxyReq: (proxyReq) => prepareProxyRequest(proxyReq, devKey, proxySettings), error: answerProxyError },
  }),
);

// Build assets come compressed ahead of time (precompress.ts): the Brotli or gzip file as the
// browser accepts, sent as it is (compression() leaves a response with an encoding alone).
const assetsDir = "build/client/assets";
const precompressed = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
app.use("/assets", (req, res, next) => {
  const name = req.path.slice(1);
  if ((req.method !== "GET" && req.method !== "HEAD") || !precompressed.has(`${name}.gz`)) return next();
  res.vary("Accept-Encoding");
  // Brotli when the browser takes it (it is the smaller), gzip otherwise.
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : null;
  if (!encoding) return next();
  const file = `${name}.${encoding === "br" ? "br" : "gz"}`;
  if (!precompressed.has(file)) return next();
  res.type(extname(name));
  res.setHeader("Content-Encoding", encoding);
  req.url = `/${file}`;
  next();
});
app.use(compression());
// The build's id (SPEC §7, checked hourly by the app) must never come from a cache.
app.use("/builds", express.static("build/client/builds", { maxAge: 0, setHeaders: (res) => res.setHeader("Cache-Control", "no-cache") }));
// Fingerprinted build output may be cached for good; the rest briefly.
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
// The files at the build's top level (favicon.svg, …) by name: a page's path never costs a disk lookup.
const topLevelFiles = new Set(existsSync("build/client") ? readdirSync("build/client", { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`) : []);
const serveTopLevel = express.static("build/client", { maxAge: "1h", index: false });
app.use((req, res, next) => (topLevelFiles.has(req.path) ? serveTopLevel(req, res, next) : next()));
// Loaders call Django on the visitor's behalf (lib/auth/session.server.ts): the forwarded chain
// tells Django who the visitor is, for login limits and rate limits.
app.use((req, _res, next) => {
  const remote = req.socket.remoteAddress ?? "";
  const chain = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = chain ? `${chain}, ${remote}` : remote;
  next();
});
// The content version a page renders under comes from nginx on this machine, never from a visitor
// (lib/api/content-cache.server.ts).
const isLoopback = (address = "") => /^(127\.|::1$|::ffff:127\.)/.test(address);
app.use((req, _res, next) => {
  if (!isLoopback(req.socket.remoteAddress)) delete req.headers[PAGE_CACHE_VERSION_HEADER];
  next();
});
// A page that is not personal is the same for everyone: its render never sees the visitor's cookies,
// so no loader can put their session into HTML a shared cache keeps (lib/personal-pages.ts; nginx
// strips them too). The Django paths above were proxied with their cookies.
app.use((req, _res, next) => {
  if (forgetsCookies(req.method, req.originalUrl)) delete req.headers.cookie;
  next();
});
// At most RENDER_CONCURRENCY pages rendered at once, the others waiting in arrival order, so the
// event loop stays free to accept new connections under load (lib/render-limit.server.ts).
app.use(createRenderLimit(renderConcurrencyFromEnv()));
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, host, () => {
  console.log(`Frontend listening on port ${port}, proxying Django paths to ${backendUrl}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
