// Server middleware of the root route: personal links on a document request with a uuid, and, for
// a page that answered 404 (no route, no CMS page, no item), the redirect staff made for that path.
// A normal page view costs no extra backend call. Works for visitors without JavaScript.
import { api } from "./api/client.server";
import { redirectResponse, type ResolveClient, resolveRedirect } from "./redirects";

const TIMEOUT_MS = 3_000;

type Next = () => Promise<Response>;

export function createRedirectMiddleware(client: ResolveClient) {
  return async function redirectMiddleware({ request, url }: { request: Request; url: URL }, next: Next): Promise<Response> {
    const method = request.method.toUpperCase();
    const readOnly = method === "GET" || method === "HEAD";
    // Client-side route changes ask from the browser (clientMiddleware) before they fetch data.
    const isDataRequest = new URL(request.url).pathname.endsWith(".data");
    const uuid = url.searchParams.get("uuid");
    let asked = false;
    if (readOnly && uuid && !isDataRequest) {
      asked = true;
      const target = await resolveRedirect(client, { path: url.pathname, uuid, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (target) return redirectResponse(target, url.search);
    }
    const response = await next();
    if (readOnly && !asked && response.status === 404) {
      const target = await resolveRedirect(client, { path: url.pathname, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (target) {
        await response.body?.cancel().catch(() => undefined);
        return redirectResponse(target, url.search);
      }
    }
    return response;
  };
}

export const redirectMiddleware = createRedirectMiddleware(api);
