import { describe, expect, it } from "vitest";
import { createApiFetch } from "./fetch";
import { createApiClient } from "./client";

function fakeBackend(statuses: number[]) {
  const seen: { method: string; url: string; devKey: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({
      method: request.method,
      url: request.url,
      devKey: request.headers.get("dev-key"),
      body: request.body ? await request.text() : "",
    });
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)];
    return new Response(JSON.stringify({ status }), { status, headers: { "content-type": "application/json" } });
  };
  return { fetch, seen };
}

describe("api fetch", () => {
  it("adds the dev-key header when a development key is configured", async () => {
    const backend = fakeBackend([200]);
    await createApiFetch({ devKey: "secret", fetch: backend.fetch })(new Request("http://api/x"));
    expect(backend.seen[0].devKey).toBe("secret");
  });

  it("adds no dev-key header without a key", async () => {
    const backend = fakeBackend([200]);
    await createApiFetch({ fetch: backend.fetch })(new Request("http://api/x"));
    expect(backend.seen[0].devKey).toBeNull();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i", async (status) => {
    const backend = fakeBackend([status, 200]);
    const response = await createApiFetch({ fetch: backend.fetch })(new Request("http://api/x"));
    expect(response.status).toBe(200);
    expect(backend.seen).toHaveLength(2);
  });

  it("retries only once", async () => {
    const backend = fakeBackend([503, 503, 200]);
    const response = await createApiFetch({ fetch: backend.fetch })(new Request("http://api/x"));
    expect(response.status).toBe(503);
    expect(backend.seen).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501])("does not retry on %i", async (status) => {
    const backend = fakeBackend([status, 200]);
    const response = await createApiFetch({ fetch: backend.fetch })(new Request("http://api/x"));
    expect(response.status).toBe(status);
    expect(backend.seen).toHaveLength(1);
  });

  it.each(["HEAD", "OPTIONS", "DELETE"])("retries the idempotent %s", async (method) => {
    const backend = fakeBackend([502, 200]);
    await createApiFetch({ fetch: backend.fetch })(new Request("http://api/x", { method }));
    expect(backend.seen).toHaveLength(2);
  });

  it("retries a PUT with its body intact", async () => {
    const backend = fakeBackend([503, 200]);
    await createApiFetch({ devKey: "k", fetch: backend.fetch })(
      new Request("http://api/x", { method: "PUT", body: '{"a":1}' }),
    );
    expect(backend.seen.map((r) => r.body)).toEqual(['{"a":1}', '{"a":1}']);
    expect(backend.seen[1].devKey).toBe("k");
  });

  it.each(["POST", "PATCH"])("never retries a %s", async (method) => {
    const backend = fakeBackend([503, 200]);
    const response = await createApiFetch({ fetch: backend.fetch })(new Request("http://api/x", { method, body: "{}" }));
    expect(response.status).toBe(503);
    expect(backend.seen).toHaveLength(1);
  });

  it("is what the typed client uses", async () => {
    const backend = fakeBackend([504, 200]);
    const original = globalThis.fetch;
    globalThis.fetch = ((request: Request) => backend.fetch(request)) as typeof fetch;
    try {
      const client = createApiClient("http://backend.test", "dev");
      const { response } = await client.GET("/api/health");
      expect(response.status).toBe(200);
      expect(backend.seen).toHaveLength(2);
      expect(backend.seen[0].url).toBe("http://backend.test/api/health");
      expect(backend.seen[0].devKey).toBe("dev");
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe("api fetch deadline", () => {
  it("gives up on a backend that accepts the connection but never answers, within the deadline", async () => {
    const { createServer } = await import("node:http");
    const hanging = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const { port } = hanging.address() as { port: number };
    try {
      const started = Date.now();
      const call = createApiFetch({ timeoutMs: 300, writeTimeoutMs: 60_000 })(new Request(`http://127.0.0.1:${port}/api/x`));
      await expect(call).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });
});
