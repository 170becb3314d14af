import { once } from "node:events";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRequest } from "./transport.server";

// A real HTTP server on loopback that answers what each test asks of it.
let base = "";
let handle: (request: IncomingMessage, body: string, response: ServerResponse) => void = () => undefined;
const server = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  handle(request, Buffer.concat(chunks).toString(), response);
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the server's API transport", () => {
  it("sends the method, headers and body and gives the status, headers and body back", async () => {
    let seen: { method?: string; url?: string; cookie?: string; type?: string; body?: string } = {};
    handle = (request, body, response) => {
      seen = { method: request.method, url: request.url, cookie: request.headers.cookie, type: request.headers["content-type"], body };
      response.writeHead(201, [
        ["Content-Type", "application/json"],
        ["Set-Cookie", "sessionid=abc; HttpOnly"],
        ["Set-Cookie", "csrftoken=def"],
      ]);
      response.end(JSON.stringify({ ok: true }));
    };
    const request = new Request(`${base}/api/donations?x=1`, {
      method: "POST",
      headers: { cookie: "sessionid=old", "content-type": "application/json" },
      body: JSON.stringify({ amount_cents: 2500 }),
    });
    const response = await sendRequest(request);
    expect(seen).toEqual({ method: "POST", url: "/api/donations?x=1", cookie: "sessionid=old", type: "application/json", body: '{"amount_cents":2500}' });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["sessionid=abc; HttpOnly", "csrftoken=def"]);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("gives a body-less answer and a redirect as they came", async () => {
    handle = (request, _body, response) => {
      if (request.url === "/moved") response.writeHead(303, { Location: "/elsewhere" }).end();
      else response.writeHead(204).end();
    };
    const empty = await sendRequest(new Request(`${base}/empty`, { method: "DELETE" }));
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    const moved = await sendRequest(new Request(`${base}/moved`));
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("/elsewhere");
  });

  it("ends a call when its signal does, as fetch would", async () => {
    handle = () => undefined; // never answers
    const request = new Request(`${base}/slow`, { signal: AbortSignal.timeout(100) });
    await expect(sendRequest(request)).rejects.toThrow();
  });

  it("fails a call to a server that is not there", async () => {
    await expect(sendRequest(new Request("http://127.0.0.1:1/api/health"))).rejects.toThrow();
  });
});
