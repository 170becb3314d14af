// The Node server's proxy to Django (/api, /cms, /media, /static, /documents) made safe for every
// visitor (issue 19): a body limit per path answered with 413 before anything reaches Django,
// connect and read timeouts, a connection pool that lets go of an idle connection before gunicorn
// closes it, no Referer passed on (a page's address may hold a token, and Django's access log would
// keep it; Django's CSRF check reads the Origin, which always goes along), and a failure answered in
// the API's error shape ({"message": …}, in Dutch) with 502, 503 or 504 and the security headers,
// never with the requested address in it.
import http from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";

const KIB = 1024;
const MIB = 1024 * KIB;

export interface ProxySettings {
  /** Largest body per path prefix, the longest prefix that matches first. */
  bodyLimits: { prefix: string; bytes: number }[];
  connectTimeoutMs: number;
  readTimeoutMs: number;
  /** How long an idle pooled connection is kept: below gunicorn's keep-alive (5 s in scripts/serve.sh). */
  idleTimeoutMs: number;
}

export const PROXY_ERROR_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const MESSAGES = {
  411: "De aanvraag is ongeldig.",
  // The same text as Django's own 413 (backend/core/api_guards.py TOO_LARGE).
  413: "Wat u verstuurt is te groot. Verklein het bestand of de tekst en probeer het opnieuw.",
  502: "De server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.",
  503: "De website is tijdelijk niet beschikbaar. Probeer het over een paar minuten opnieuw.",
  504: "De server reageert niet op tijd. Probeer het over een paar minuten opnieuw.",
} as const;

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

/** The settings from the environment (README "Configuration"), with their defaults. */
export function proxySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ProxySettings {
  const api = whole(env, "API_MAX_JSON_BODY_BYTES", 256 * KIB);
  const uploads = whole(env, "API_MAX_BODY_BYTES", 8 * MIB);
  const cms = whole(env, "CMS_MAX_BODY_BYTES", 25 * MIB);
  return {
    bodyLimits: [
      // Applications carry a CV (backend: APPLICATIONS_CV_MAX_BYTES within API_MAX_BODY_BYTES).
      { prefix: "/api/applications/", bytes: uploads },
      { prefix: "/api/", bytes: api },
      // The admin's image and document uploads.
      { prefix: "/cms/", bytes: cms },
      { prefix: "/", bytes: api },
    ],
    connectTimeoutMs: whole(env, "PROXY_CONNECT_TIMEOUT_MS", 2_000),
    readTimeoutMs: whole(env, "PROXY_READ_TIMEOUT_MS", 30_000),
    idleTimeoutMs: whole(env, "PROXY_IDLE_TIMEOUT_MS", 4_000),
  };
}

export function bodyLimitFor(settings: ProxySettings, path: string): number {
  const match = settings.bodyLimits.find(({ prefix }) => path === prefix.slice(0, -1) || path.startsWith(prefix));
  return match?.bytes ?? Math.min(...settings.bodyLimits.map(({ bytes }) => bytes));
}

/**
 * Refused bodies up to this size are read and thrown away after the 413 (Node does so for a body
 * a response left unread), as nginx's lingering close does: the client, still sending, then reads
 * the answer instead of a connection reset (EPIPE), and the connection stays usable. A larger
 * declared body, or one of unknown length (411), closes the connection after the answer.
 */
export const DRAIN_REFUSED_BODY_BYTES = 16 * MIB;

function closesConnection(req: http.IncomingMessage, status: keyof typeof MESSAGES): boolean {
  if (status === 411) return true;
  if (status !== 413) return false;
  return !(Number(req.headers["content-length"]) <= DRAIN_REFUSED_BODY_BYTES);
}

/** A proxy failure in the API's error shape: JSON under /api, plain text elsewhere. */
export function sendProxyError(req: http.IncomingMessage, res: http.ServerResponse, status: keyof typeof MESSAGES) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = MESSAGES[status];
  const json = /^\/api(\/|$)/.test(req.url ?? "");
  const body = json ? JSON.stringify({ message, fields: {} }) : `${message}\n`;
  res.writeHead(status, {
    "Content-Type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": PROXY_ERROR_POLICY,
    "X-Frame-Options": "DENY",
    ...(closesConnection(req, status) ? { Connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Express middleware in front of the proxy: a body over the path's limit answers 413 at once, and a
 * body of unknown length (chunked) 411, so that Django never gets a body it would not read.
 */
export function createBodyLimit(settings: ProxySettings) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"]) return sendProxyError(req, res, 411);
      return next();
    }
    if (!/^\d+$/.test(length)) return sendProxyError(req, res, 411);
    if (Number(length) > bodyLimitFor(settings, req.path)) return sendProxyError(req, res, 413);
    next();
  };
}

/** The connection pool to Django: kept alive, each idle connection let go before gunicorn's keep-alive ends. */
export function createBackendAgent(settings: ProxySettings): http.Agent {
  return new http.Agent({ keepAlive: true, timeout: settings.idleTimeoutMs, maxFreeSockets: 64 });
}

class UpstreamError extends Error {
  readonly status: 503 | 504;
  constructor(message: string, status: 503 | 504) {
    super(message);
    this.status = status;
  }
}

/** Connect and read timeouts on the outgoing request (the proxy's 'proxyReq' event). */
export function applyTimeouts(settings: ProxySettings, proxyReq: http.ClientRequest) {
  const arm = (socket: Socket) => {
    if (socket.connecting) {
      const timer = setTimeout(() => proxyReq.destroy(new UpstreamError("connect timeout", 503)), settings.connectTimeoutMs);
      socket.once("connect", () => clearTimeout(timer));
      proxyReq.once("close", () => clearTimeout(timer));
    }
    // Without a byte either way for this long (the answer's headers, or the rest of its body).
    proxyReq.setTimeout(settings.readTimeoutMs, () => proxyReq.destroy(new UpstreamError("read timeout", 504)));
  };
  if (proxyReq.socket) arm(proxyReq.socket);
  else proxyReq.once("socket", arm);
}

/** The status for a proxy error: refused or no connection 503, too slow 504, anything else 502. */
export function statusFor(error: Error & { code?: string }): 502 | 503 | 504 {
  if (error instanceof UpstreamError) return error.status;
  if (error.code === "ECONNREFUSED" || error.code === "EHOSTUNREACH" || error.code === "ENOTFOUND") return 503;
  if (error.code === "ETIMEDOUT") return 504;
  return 502;
}

/** The outgoing request (the proxy's 'proxyReq' event): no Referer, the development key, timeouts. */
export function prepareProxyRequest(proxyReq: http.ClientRequest, devKey: string, settings: ProxySettings): void {
  proxyReq.removeHeader("referer");
  if (devKey) proxyReq.setHeader("dev-key", devKey);
  applyTimeouts(settings, proxyReq);
}

/** The answer to a request that could not be passed on (the proxy's 'error' event). */
export function answerProxyError(error: Error & { code?: string }, req: http.IncomingMessage, res: http.ServerResponse | Socket): void {
  const status = statusFor(error);
  console.error(`proxy ${req.method} ${(req.url ?? "").split("?")[0]}: ${status} (${error.message})`);
  if ("writeHead" in res) sendProxyError(req, res, status);
  else res.destroy();
}
