// The Node server's proxy to Django, as server.ts sets it up (http-proxy-middleware with
// lib/proxy.server.ts), against a real HTTP server standing in for Django and a closed port.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerProxyError, MESSAGES, prepareProxyRequest, PROXY_ERROR_POLICY, proxySettingsFromEnv } from "./proxy.server";

const servers: Server[] = [];
async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function proxyTo(target: string) {
  const app = express();
  app.use(createProxyMiddleware({ target, pathFilter: "/api", xfwd: true, on: { proxyReq: (proxyReq) => prepareProxyRequest(proxyReq, "k", proxySettingsFromEnv({})), error: answerProxyError } }));
  return listen(createServer(app));
}

let seen: IncomingHttpHeaders = {};
let front = "";
let broken = "";
beforeAll(async () => {
  const django = await listen(createServer((req, res) => ((seen = req.headers), res.end("{}"))));
  front = await proxyTo(django);
  const closed = createServer();
  const closedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  broken = await proxyTo(closedUrl);
});
afterAll(() => servers.forEach((server) => server.close()));

describe("the proxy to Django", () => {
  it("passes no Referer on, and the development key", async () => {
    await fetch(`${front}/api/accounts/session`, { headers: { referer: `${front}/agenda/tickets/abcdefghijklmnopqrstuv` } });
    expect(seen.referer).toBeUndefined();
    expect(seen["dev-key"]).toBe("k");
  });

  it("answers /api in JSON when Django is away, with the security policy and without the address", async () => {
    const answer = await fetch(`${broken}/api/tickets/abcdefghijklmnopqrstuv`);
    expect(answer.status).toBe(503); // nothing listens: refused
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-security-policy")).toBe(PROXY_ERROR_POLICY);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ message: MESSAGES[503], fields: {} });
    expect(text).not.toContain("abcdefghijklmnopqrstuv");
  });
});
