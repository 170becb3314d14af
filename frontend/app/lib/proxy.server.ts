// What the Node server's proxy to Django (server.ts) does besides passing requests on: it keeps the
// visitor's Referer from Django (a page's address may hold a token, and Django's access log would
// keep it; Django's CSRF check reads the Origin, which always goes along), adds the development key,
// and answers a failed proxy request itself: JSON in the API's error shape for /api, a short text
// otherwise, with the security headers of every answer and never the requested address in it.
import type { ClientRequest, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export const PROXY_ERROR_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const BACKEND_UNREACHABLE = "De server is even niet bereikbaar. Probeer het over een minuut opnieuw.";
export const BACKEND_TIMEOUT = "De server antwoordt niet op tijd. Probeer het over een minuut opnieuw.";

const TIMEOUTS = new Set(["ETIMEDOUT", "ESOCKETTIMEDOUT", "ECONNABORTED"]);

/** Headers of the proxied request: no Referer; the development key when there is one. */
export function prepareProxyRequest(proxyReq: ClientRequest, devKey: string): void {
  proxyReq.removeHeader("referer");
  if (devKey) proxyReq.setHeader("dev-key", devKey);
}

/** 504 when Django took too long, 502 when it could not be reached or broke off. */
export function proxyErrorStatus(error: Error & { code?: string }): number {
  return error.code && TIMEOUTS.has(error.code) ? 504 : 502;
}

/** The answer to a request that could not be passed on. */
export function answerProxyError(error: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket): void {
  if (!("writeHead" in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = proxyErrorStatus(error);
  const message = status === 504 ? BACKEND_TIMEOUT : BACKEND_UNREACHABLE;
  const api = /^\/api(\/|$)/.test(req.url ?? "");
  const body = api ? JSON.stringify({ message, fields: {} }) : `${message}\n`;
  res.writeHead(status, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": PROXY_ERROR_POLICY,
    "X-Frame-Options": "DENY",
    "Retry-After": "30",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
