import { describe, expect, it } from "vitest";
import { redirectLocation, redirectResponse, resolveRedirect, type ResolveClient } from "./redirects";

function client(answer: { location: string | null; permanent: boolean } | Error) {
  const asked: unknown[] = [];
  const fake = {
    GET: async (_path: string, init: { params: { query: unknown } }) => {
      asked.push(init.params.query);
      if (answer instanceof Error) throw answer;
      return { data: answer, response: new Response() };
    },
  } as unknown as ResolveClient;
  return { fake, asked };
}

describe("redirects and personal links (SPEC §2.14)", () => {
  it("keeps the visitor's query string (utm, uuid) unless the target has its own", () => {
    expect(redirectLocation("/doneer", "?uuid=abc&utm_id=x")).toBe("/doneer?uuid=abc&utm_id=x");
    expect(redirectLocation("/doneer#form", "?uuid=abc")).toBe("/doneer?uuid=abc#form");
    expect(redirectLocation("/doneer?bedrag=10", "?uuid=abc")).toBe("/doneer?bedrag=10");
    expect(redirectLocation("/doneer", "")).toBe("/doneer");
  });

  it("asks the helper with the path and the uuid", async () => {
    const { fake, asked } = client({ location: "/doneer/eindsprint", permanent: false });
    expect(await resolveRedirect(fake, { path: "/", uuid: "6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11" })).toEqual({
      location: "/doneer/eindsprint",
      permanent: false,
    });
    expect(asked).toEqual([{ path: "/", uuid: "6f1c9a52-3b1e-4d8e-9c3a-2a7f5d0e9b11" }]);
  });

  it("lets the page answer when there is no target or the helper fails", async () => {
    expect(await resolveRedirect(client({ location: null, permanent: false }).fake, { path: "/x" })).toBeNull();
    expect(await resolveRedirect(client(new TypeError("fetch failed")).fake, { path: "/x" })).toBeNull();
  });

  it("answers 301 (cacheable) for permanent redirects and a private 302 for the rest", () => {
    const permanent = redirectResponse({ location: "/doneer", permanent: true }, "?a=1");
    expect([permanent.status, permanent.headers.get("Location")]).toEqual([301, "/doneer?a=1"]);
    expect(permanent.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const personal = redirectResponse({ location: "/doneer/eindsprint", permanent: false }, "?uuid=u");
    expect([personal.status, personal.headers.get("Location")]).toEqual([302, "/doneer/eindsprint?uuid=u"]);
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the server middleware", async () => {
  const { createRedirectMiddleware } = await import("./redirects.server");

  function setup(targets: Record<string, { location: string; permanent: boolean }>) {
    const asked: Record<string, string>[] = [];
    const fake = {
      GET: async (_path: string, init: { params: { query: Record<string, string> } }) => {
        asked.push(init.params.query);
        const key = `${init.params.query.path} ${init.params.query.uuid ?? ""}`.trim();
        return { data: targets[key] ?? { location: null, permanent: false } };
      },
    } as unknown as ResolveClient;
    return { middleware: createRedirectMiddleware(fake), asked };
  }

  const call = (middleware: ReturnType<typeof setup>["middleware"], href: string, status = 200, method = "GET") => {
    let rendered = false;
    const request = new Request(href, { method });
    const url = new URL(href.replace(/\.data(\?|$)/, "$1"));
    return middleware({ request, url }, async () => {
      rendered = true;
      return new Response("page", { status });
    }).then((response) => ({ response, rendered }));
  };

  it("costs a normal page view nothing", async () => {
    const { middleware, asked } = setup({});
    const { response, rendered } = await call(middleware, "http://site/nieuws");
    expect([response.status, rendered, asked]).toEqual([200, true, []]);
  });

  it("follows a personal link before rendering, keeping the query", async () => {
    const { middleware } = setup({ "/ 6f1c": { location: "/doneer/eindsprint", permanent: false } });
    const { response, rendered } = await call(middleware, "http://site/?uuid=6f1c&utm_id=mail");
    expect([response.status, response.headers.get("Location"), rendered]).toEqual([302, "/doneer/eindsprint?uuid=6f1c&utm_id=mail", false]);
  });

  it("answers a 404 page with the redirect staff made for its path", async () => {
    const { middleware, asked } = setup({ "/oude-doneerpagina": { location: "/doneer", permanent: true } });
    const { response } = await call(middleware, "http://site/oude-doneerpagina", 404);
    expect([response.status, response.headers.get("Location")]).toEqual([301, "/doneer"]);
    expect(asked).toEqual([{ path: "/oude-doneerpagina" }]);
    const missing = await call(middleware, "http://site/bestaat-niet", 404);
    expect(missing.response.status).toBe(404);
  });

  it("leaves the uuid of a client-side data request to the browser, and never redirects a post", async () => {
    const { middleware, asked } = setup({ "/ 6f1c": { location: "/doneer", permanent: false } });
    const data = await call(middleware, "http://site/_root.data?uuid=6f1c");
    expect([data.response.status, asked]).toEqual([200, []]);
    const post = await call(middleware, "http://site/x?uuid=6f1c", 404, "POST");
    expect([post.response.status, asked]).toEqual([404, []]);
  });
});
