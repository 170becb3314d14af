// The fetch every API call goes through (SPEC §7): adds the 'dev-key' header when a development key
// is configured, retries a failed idempotent request once on a transient status, and gives the
// call (both tries together) at most `timeoutMs`: a hanging backend costs a page seconds, not minutes.
// On the server, public content answers may come from memory (content-cache.server.ts).

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export interface ApiFetchOptions {
  devKey?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** The deadline of one reading call, its retry included (server side: BACKEND_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The deadline of a call that changes something (a payment may wait for its provider). */
  writeTimeoutMs?: number;
  /** Where public content answers are kept (server side only). */
  contentCache?: { through(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> };
}

export function createApiFetch(options: ApiFetchOptions = {}): (request: Request) => Promise<Response> {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // An answer from memory needs no deadline, copy or header: those are made for a call that goes out.
  return (input: Request) => (options.contentCache ? options.contentCache.through(input, send) : send(input));

  async function send(input: Request): Promise<Response> {
    const idempotent = IDEMPOTENT_METHODS.has(input.method.toUpperCase());
    const deadline = idempotent ? options.timeoutMs : options.writeTimeoutMs;
    const request = deadline ? new Request(input, { signal: AbortSignal.any([input.signal, AbortSignal.timeout(deadline)]) }) : new Request(input);
    if (options.devKey) request.headers.set("dev-key", options.devKey);
    // A body can be read once: keep a copy for the retry before the first attempt reads it.
    const retryCopy = idempotent ? request.clone() : undefined;
    const response = await baseFetch(request);
    if (!retryCopy || !RETRY_STATUSES.has(response.status)) return response;
    await response.body?.cancel().catch(() => undefined);
    return baseFetch(retryCopy);
  }
}
