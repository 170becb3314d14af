// The security headers of every response of the Node server (issue 10; deploy/README.md
// "Security headers"). One module: the Content-Security-Policy of the pages and the headers that go
// on every answer (server.ts). Django has its own (backend/core/security.py).
//
// Scripts: no 'unsafe-inline', ever. Every inline script of ours and of React Router (<Scripts>,
// <ScrollRestoration>, the streamed hydration data, the consent head script) carries the page's
// nonce. A page that a shared cache may keep (nginx's page cache, a CDN) cannot carry a nonce: every
// visitor of the cached copy would get the same one. Such a page is rendered whole and its policy
// lists the SHA-256 hashes of exactly the inline scripts that carry the render's nonce instead
// (scriptHashes), so the cached copy needs no per-visitor secret and an injected script (which
// cannot know the nonce) is neither hashed nor run.
import { createHash, randomBytes } from "node:crypto";
import { sharedLifetimeSeconds } from "../http.ts";
import type { TrackingConfig } from "../tracking/config";

/** Where the video blocks' players come from (lib/content/video.ts). */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export type ScriptSources = { nonce: string } | { hashes: string[] };

export interface PolicyOptions {
  scripts: ScriptSources;
  /** The consent-gated third parties (site settings): allowed only where they act. */
  tracking?: TrackingConfig;
  /** /embeds/*: other sites may frame these pages (SPEC). */
  embed?: boolean;
  /** /voorbeeld: the admin's preview panel (same origin, /cms/) frames it (lib/preview.ts). */
  preview?: boolean;
  /** Extra origins a form may be sent to (a payment provider's checkout after a redirect). */
  formActions?: string[];
  /** `react-router dev`: Vite injects the CSS as <style> elements and talks to its server over a websocket. */
  development?: boolean;
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The policy of an HTML page of the public site. */
export function pagePolicy({ scripts, tracking, embed = false, preview = false, formActions = [], development = false }: PolicyOptions): string {
  const analytics = tracking?.analytics_script_url ? origin(tracking.analytics_script_url) : null;
  const pixel = tracking?.pixel_id ? origin(tracking.pixel_url) : null;
  const scriptSources =
    "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'sha256-${hash}'`);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // The analytics script is added (after consent) as a <script src>; it reports to its own host.
    ["script-src", ["'self'", ...scriptSources, ...(analytics ? [analytics] : [])]],
    ["script-src-attr", ["'none'"]],
    ["style-src", development ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    // The pixel is a fetch() to its host (lib/tracking/pixel.ts); analytics posts its events.
    ["connect-src", unique(["'self'", ...(pixel ? [pixel] : []), ...(analytics ? [analytics] : []), ...(development ? ["ws:"] : [])])],
    ["media-src", ["'self'"]],
    ["frame-src", VIDEO_FRAME_ORIGINS],
    // The captcha's proof of work runs in a worker served from /assets (Captcha.tsx).
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", unique(["'self'", ...formActions])],
    ["frame-ancestors", embed ? ["*"] : preview ? ["'self'"] : ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

// HTML's whitespace, not JavaScript's \s: read as Latin-1, a UTF-8 character's last byte can be
// U+00A0 or U+0085, which \s would take for a space.
const SCRIPT_START_TAG = /^<script(?=[\t\n\f\r />])([^>]*)>$/i;
const SCRIPT_END_TAG = /^<\/script[\t\n\f\r ]*>$/i;
const SRC_ATTRIBUTE = /[\t\n\f\r ]src[\t\n\f\r ]*=/i;
const HTML_SPACE = /^[\t\n\f\r ]$/;
const NONCE_ATTRIBUTE = "nonce=";
// What may follow an unquoted attribute value: nothing (the tag's end), whitespace, '/' or '>'.
const AFTER_UNQUOTED = /^[\t\n\f\r />]?$/;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const END_TAG_OPEN = Buffer.from("</");

// The hash of each distinct short script text seen, so that the scripts every page carries (the
// consent head script, React Router's scroll restoration, context and module imports) are hashed
// once, not on every render. Keyed by the text's bytes (as a one-byte string); emptied when full, so
// memory stays bounded. A long text (a page's hydration data) is hashed from its bytes directly:
// looking it up would cost about as much as hashing it.
const CACHED_SCRIPT_BYTES = 2_048;
const HASH_CACHE_ENTRIES = 1_000;
const hashCache = new Map<string, string>();

function hashOf(bytes: Buffer, start: number, end: number): string {
  const sha256 = () => createHash("sha256").update(bytes.subarray(start, end)).digest("base64");
  if (end - start > CACHED_SCRIPT_BYTES) return sha256();
  const key = bytes.toString("latin1", start, end);
  let hash = hashCache.get(key);
  if (hash === undefined) {
    hash = sha256();
    if (hashCache.size >= HASH_CACHE_ENTRIES) hashCache.clear();
    hashCache.set(key, hash);
  }
  return hash;
}

/**
 * The base64 SHA-256 of every inline script in `html` that carries `nonce` (the browser hashes the
 * element's text as UTF-8). Scripts without it, such as anything a page's content might smuggle
 * in, are left out, as are scripts with a src (not inline) and data blocks (JSON-LD).
 *
 * The page is scanned as bytes (entry.server.tsx passes the rendered Buffer), with the Buffer's own
 * searches: only the places where the nonce occurs are looked at, only a tag there is read as text
 * (Latin-1: one character per byte), and a script's text is hashed from the page's own UTF-8 bytes.
 * Reading the whole page as text cost more than the rest together (bench/RESULTS.md, issue 25).
 */
export function scriptHashes(html: string | Buffer, nonce: string): string[] {
  const bytes = typeof html === "string" ? Buffer.from(html, "utf8") : html;
  const needle = Buffer.from(nonce, "latin1");
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(needle); at !== -1; ) {
    const script = scriptAt(bytes, at, nonce);
    if (script) hashes.add(hashOf(bytes, script.start, script.end));
    at = bytes.indexOf(needle, script ? script.next : at + needle.length);
  }
  return [...hashes];
}

/**
 * The text of the inline script whose start tag holds the nonce found at `at` (from the '<' before
 * it to the '>' after it), when that tag is a <script> with the nonce attribute and no src and the
 * script is not empty; `next` is where to look for the next one.
 */
function scriptAt(bytes: Buffer, at: number, nonce: string): { start: number; end: number; next: number } | undefined {
  const open = bytes.lastIndexOf(LESS_THAN, at);
  const close = bytes.indexOf(GREATER_THAN, at);
  if (open === -1 || close === -1) return undefined;
  const attributes = SCRIPT_START_TAG.exec(bytes.toString("latin1", open, close + 1))?.[1];
  if (attributes === undefined || !hasNonce(` ${attributes}`, nonce) || SRC_ATTRIBUTE.test(` ${attributes}`)) return undefined;
  const end = scriptEndTag(bytes, close + 1);
  if (!end || end.start === close + 1) return undefined;
  return { start: close + 1, end: end.start, next: end.next };
}

/** Whether `attributes` (after a space) hold ` nonce="N"`, ` nonce='N'` or ` nonce=N` followed by
 * whitespace, '/', '>' or their end: compared as text, as a pattern made for each render's nonce
 * would be compiled anew for every page. */
function hasNonce(attributes: string, nonce: string): boolean {
  for (let at = attributes.indexOf(NONCE_ATTRIBUTE); at !== -1; at = attributes.indexOf(NONCE_ATTRIBUTE, at + 1)) {
    if (!HTML_SPACE.test(attributes.charAt(at - 1))) continue;
    const value = at + NONCE_ATTRIBUTE.length;
    const quote = attributes.charAt(value);
    if (quote === '"' || quote === "'") {
      if (attributes.startsWith(nonce + quote, value + 1)) return true;
    } else if (attributes.startsWith(nonce, value) && AFTER_UNQUOTED.test(attributes.charAt(value + nonce.length))) {
      return true;
    }
  }
  return false;
}

/** The first end tag of a script at or after `from` ('</script', any case, HTML whitespace, '>'). */
function scriptEndTag(bytes: Buffer, from: number): { start: number; next: number } | undefined {
  for (let at = bytes.indexOf(END_TAG_OPEN, from); at !== -1; at = bytes.indexOf(END_TAG_OPEN, at + 2)) {
    const close = bytes.indexOf(GREATER_THAN, at);
    if (close === -1) return undefined;
    if (SCRIPT_END_TAG.test(bytes.toString("latin1", at, close + 1))) return { start: at, next: close + 1 };
  }
  return undefined;
}

/** /embeds/… and /en/embeds/…: made to be framed by other sites. */
export function isEmbedPath(pathname: string): boolean {
  return /^\/(en\/)?embeds(\/|$)/.test(pathname);
}

/** Whether a shared cache may keep this answer (then it must not carry a nonce). */
export function sharedCacheable(cacheControl: string | null): boolean {
  return sharedLifetimeSeconds(cacheControl) > 0;
}

/**
 * What the site uses, and nothing else: the door scanner's camera (/agenda/inchecken), copying a
 * share link, and the video players' fullscreen, picture-in-picture and autoplay (delegated to
 * their iframes, VideoBlock.tsx).
 */
const VIDEO_ALLOWLIST = `(self ${VIDEO_FRAME_ORIGINS.map((value) => `"${value}"`).join(" ")})`;
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  `autoplay=${VIDEO_ALLOWLIST}`,
  "browsing-topics=()",
  "camera=(self)",
  "clipboard-write=(self)",
  "display-capture=()",
  `encrypted-media=${VIDEO_ALLOWLIST}`,
  `fullscreen=${VIDEO_ALLOWLIST}`,
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  `picture-in-picture=${VIDEO_ALLOWLIST}`,
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export interface CommonHeaderOptions {
  /** The request came over HTTPS (directly, or behind nginx's X-Forwarded-Proto). */
  secure: boolean;
  production: boolean;
  /** SECURE_HSTS_SECONDS (as Django's setting): 0 sends none. */
  hstsSeconds: number;
  hstsIncludeSubdomains?: boolean;
}

/** The headers on every answer of the Node server (the proxied Django answers bring their own). */
export function commonHeaders({ secure, production, hstsSeconds, hstsIncludeSubdomains }: CommonHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (secure && production && hstsSeconds > 0) {
    headers["Strict-Transport-Security"] = `max-age=${hstsSeconds}${hstsIncludeSubdomains ? "; includeSubDomains" : ""}`;
  }
  return headers;
}

/** SECURE_HSTS_SECONDS from the environment, one year by default (sent on HTTPS requests only). */
export function hstsSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SECURE_HSTS_SECONDS ?? 31_536_000);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
