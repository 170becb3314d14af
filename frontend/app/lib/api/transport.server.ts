// The server's API calls to Django go out through undici's request() on a pool of kept-alive
// connections instead of the global fetch(). The two speak the same HTTP; fetch() adds the
// spec's machinery around it (streams, a copied Request, its own Response), and cost a page about
// 0.4 ms of CPU more per call (bench/RESULTS.md, issue 25): on a page whose one call is live (the
// agenda, petitions, a gift or join form) that was a fifth of its render. Server-only.
//
// It takes and gives the fetch API's Request and Response, so the client around it
// (lib/api/fetch.ts: deadlines, the retry, the content cache) is unchanged. It follows no
// redirect: Django's API answers none to the server's calls, and a 3xx reaches the caller as it
// came.
import { Agent, request as send } from "undici";

/** Kept-alive connections to Django, as fetch() keeps them: an idle one is closed after undici's
 * 4 s, before gunicorn's 5 s (scripts/serve.sh), so the client, never the server, closes it. A
 * longer wait here had the server close connections the client then reused (ECONNRESET). */
const dispatcher = new Agent();

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

export async function sendRequest(request: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await send(request.url, { method: request.method as "GET", headers, body, signal: request.signal, dispatcher });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const each of value) responseHeaders.append(name, each);
    else if (value !== undefined) responseHeaders.set(name, value);
  }
  if (NULL_BODY_STATUSES.has(answer.statusCode) || request.method === "HEAD") {
    await answer.body.dump();
    return new Response(null, { status: answer.statusCode, headers: responseHeaders });
  }
  return new Response(await answer.body.arrayBuffer(), { status: answer.statusCode, headers: responseHeaders });
}
