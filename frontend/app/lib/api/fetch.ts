// The fetch every API call goes through (SPEC §7): adds the 'dev-key' header when a development key
// is configured, and retries a failed idempotent request once on a transient status.

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export interface ApiFetchOptions {
  devKey?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export function createApiFetch(options: ApiFetchOptions = {}): (request: Request) => Promise<Response> {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return async (input: Request) => {
    const request = new Request(input);
    if (options.devKey) request.headers.set("dev-key", options.devKey);
    const idempotent = IDEMPOTENT_METHODS.has(request.method.toUpperCase());
    // A body can be read once: keep a copy for the retry before the first attempt reads it.
    const retryCopy = idempotent ? request.clone() : undefined;
    const response = await baseFetch(request);
    if (!retryCopy || !RETRY_STATUSES.has(response.status)) return response;
    await response.body?.cancel().catch(() => undefined);
    return baseFetch(retryCopy);
  };
}
