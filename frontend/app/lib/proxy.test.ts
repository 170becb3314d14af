import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { bodyLimitFor, createBodyLimit, DRAIN_REFUSED_BODY_BYTES, proxySettingsFromEnv, statusFor } from "./proxy.server";

describe("the Node proxy's settings", () => {
  const settings = proxySettingsFromEnv({});

  it("limits a body per path: small for the API, larger where uploads go", () => {
    expect(bodyLimitFor(settings, "/api/members/me/details")).toBe(256 * 1024);
    expect(bodyLimitFor(settings, "/api/applications/contact")).toBe(8 * 1024 * 1024);
    expect(bodyLimitFor(settings, "/cms/images/multiple/add/")).toBe(25 * 1024 * 1024);
    expect(bodyLimitFor(settings, "/cms")).toBe(25 * 1024 * 1024);
    expect(bodyLimitFor(settings, "/documents/1/x.pdf")).toBe(256 * 1024);
  });

  it("reads the limits and timeouts from the environment, and refuses nonsense", () => {
    const custom = proxySettingsFromEnv({ API_MAX_JSON_BODY_BYTES: "1000", PROXY_READ_TIMEOUT_MS: "1500" });
    expect(bodyLimitFor(custom, "/api/x")).toBe(1000);
    expect(custom.readTimeoutMs).toBe(1500);
    expect(settings.connectTimeoutMs).toBe(2000);
    expect(() => proxySettingsFromEnv({ PROXY_READ_TIMEOUT_MS: "soon" })).toThrow(/PROXY_READ_TIMEOUT_MS/);
  });

  it("answers a refused connection 503, a timeout 504, anything else 502", () => {
    expect(statusFor(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(503);
    expect(statusFor(Object.assign(new Error("x"), { code: "ETIMEDOUT" }))).toBe(504);
    expect(statusFor(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))).toBe(502);
  });
});

describe("a refused body", () => {
  async function serve(limitBytes: number) {
    const { default: express } = await import("express");
    const app = express();
    app.use(createBodyLimit(proxySettingsFromEnv({ API_MAX_JSON_BODY_BYTES: String(limitBytes) })));
    app.use((_req, res) => res.json({ ok: true }));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  function post(agent: http.Agent, port: number, bytes: number) {
    return new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
      const request = http.request(
        { agent, port, host: "127.0.0.1", method: "POST", path: "/api/members/me/details", headers: { "content-length": bytes } },
        (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body, reused: request.reusedSocket }));
        },
      );
      request.on("error", reject);
      request.end(Buffer.alloc(bytes, "a"));
    });
  }

  it("is read to its end after the 413, so the client reads the answer and keeps its connection", async () => {
    const { server, port } = await serve(1024);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let n = 0; n < 5; n++) {
        const refused = await post(agent, port, 1024 * 1024);
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body).message).toMatch(/te groot/);
      }
      const next = await post(agent, port, 10);
      expect(next).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it("over the drain limit closes the connection after the answer", async () => {
    const { server, port } = await serve(1024);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.request(
          { agent, port, host: "127.0.0.1", method: "POST", path: "/api/x", headers: { "content-length": DRAIN_REFUSED_BODY_BYTES + 1 } },
          resolve,
        );
        request.on("error", reject);
        request.flushHeaders();
      });
      expect(refused.statusCode).toBe(413);
      expect(refused.headers.connection).toBe("close");
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
