// Public content answers of the API kept in this Node process's memory, so a page whose content is
// unchanged renders without waiting for Django (issue 25). Server-only.
//
// Django decides what may be kept, and how long: an answer with `Cache-Control: s-maxage=N` is
// public content from its own shared cache (backend/core/api_cache.py; the scaled mode only), the
// same for every visitor until an editor changes something, or a live public answer (the agenda's
// ticket states, a petition's count) that is the same for every visitor for that second (N = 1:
// under load, one call a second per process instead of one per render). It is kept here for N
// seconds under the content version of the page cache (backend/core/page_cache.py), the version
// nginx keys its page cache with: publishing makes every entry a miss. A page is rendered under one
// version:
// - the one nginx asked Django for this very page (X-Page-Cache-Version, set by nginx), so the page
//   nginx stores under a version is built from content of that version;
// - without nginx, this process's own, asked of Django at most once a second, as nginx does.
// A call with the visitor's cookie or credentials is never answered from here nor stored
// (RFC 9111 §3.5); neither is anything but a 200 without cookies.
import { AsyncLocalStorage } from "node:async_hooks";
import { sharedLifetimeSeconds } from "../http.ts";

export const PAGE_CACHE_VERSION_HEADER = "x-page-cache-version";
const VERSION_PATTERN = /^[0-9a-f]{1,64}$/;
/** How long this process trusts the version it asked of Django (nginx caches it as long). */
const OWN_VERSION_MAX_AGE_MS = 1_000;
const VERSION_TIMEOUT_MS = 1_000;
/** All entries together; the least recently used go first. An answer over a tenth is not kept. */
const MAX_BYTES = 32 * 1024 * 1024;
const KEPT_HEADERS = ["content-type", "content-language"];

type Fetcher = (request: Request) => Promise<Response>;

interface Entry {
  key: string;
  body: ArrayBuffer;
  headers: [string, string][];
  expiresAt: number;
}

interface PageScope {
  /** The version this page renders under; settled by its first content call. */
  version?: string | null;
}

const pageScope = new AsyncLocalStorage<PageScope>();

/** Runs a page's loaders under nginx's content version, when nginx sent a well-formed one. */
export function withPageVersion<T>(request: Request, render: () => Promise<T>): Promise<T> {
  const sent = request.headers.get(PAGE_CACHE_VERSION_HEADER);
  return pageScope.run({ version: sent && VERSION_PATTERN.test(sent) ? sent : undefined }, render);
}

/** The seconds a shared cache may keep this answer, or null when it may not keep it. */
export function sharedMaxAge(response: Response): number | null {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  return sharedLifetimeSeconds(response.headers.get("cache-control")) || null;
}

function isShareableCall(request: Request): boolean {
  return request.method === "GET" && !request.headers.has("cookie") && !request.headers.has("authorization");
}

export interface ContentCacheOptions {
  backendUrl: string;
  /** Asks Django for its content version (tests pass their own). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
  maxBytes?: number;
}

export class ContentCache {
  readonly #backendUrl: string;
  readonly #fetch: (url: string, init: RequestInit) => Promise<Response>;
  readonly #now: () => number;
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Until Django has offered one answer to keep (its own cache is off), nothing is asked or kept. */
  #offered = false;
  #ownVersion: { value: string | null; askedAt: number } | undefined;
  #asking: Promise<string | null> | undefined;

  constructor(options: ContentCacheOptions) {
    this.#backendUrl = options.backendUrl;
    this.#fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.#now = options.now ?? Date.now;
    this.#maxBytes = options.maxBytes ?? MAX_BYTES;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The answer to `request`: from memory when kept under this page's version, else from `send`. */
  async through(request: Request, send: Fetcher): Promise<Response> {
    if (!isShareableCall(request)) return send(request);
    const version = this.#offered ? await this.#pageVersion() : null;
    const key = `${version}\n${request.headers.get("accept-language") ?? ""}\n${request.url}`;
    const kept = version === null ? undefined : this.#get(key);
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });
    const response = await send(request);
    const seconds = sharedMaxAge(response);
    if (seconds === null) return response;
    this.#offered = true;
    // The first answer offered came before any version was known: it is not kept.
    if (version === null) return response;
    const body = await response.arrayBuffer();
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : []));
    this.#set({ key, body, headers, expiresAt: this.#now() + seconds * 1_000 });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  #get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#delete(entry);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry); // the most recently used is last
    return entry;
  }

  #set(entry: Entry) {
    if (entry.body.byteLength > this.#maxBytes / 10) return;
    const previous = this.#entries.get(entry.key);
    if (previous) this.#delete(previous);
    this.#entries.set(entry.key, entry);
    this.#bytes += entry.body.byteLength;
    for (const oldest of this.#entries.values()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(entry: Entry) {
    this.#entries.delete(entry.key);
    this.#bytes -= entry.body.byteLength;
  }

  async #pageVersion(): Promise<string | null> {
    const scope = pageScope.getStore();
    if (scope?.version !== undefined) return scope.version;
    const version = await this.#currentOwnVersion();
    if (scope) scope.version = version;
    return version;
  }

  /** Django's content version, asked at most once a second however many pages render. */
  #currentOwnVersion(): Promise<string | null> {
    const known = this.#ownVersion;
    if (known && this.#now() - known.askedAt < OWN_VERSION_MAX_AGE_MS) return Promise.resolve(known.value);
    this.#asking ??= this.#askVersion().then((value) => {
      this.#ownVersion = { value, askedAt: this.#now() };
      this.#asking = undefined;
      return value;
    });
    return this.#asking;
  }

  async #askVersion(): Promise<string | null> {
    try {
      const response = await this.#fetch(`${this.#backendUrl}/internal/page-cache-version`, { signal: AbortSignal.timeout(VERSION_TIMEOUT_MS) });
      await response.body?.cancel().catch(() => undefined);
      const version = response.ok ? response.headers.get(PAGE_CACHE_VERSION_HEADER) : null;
      return version && VERSION_PATTERN.test(version) ? version : null;
    } catch {
      return null; // Django away: nothing is answered from memory until it says which content is current
    }
  }
}
