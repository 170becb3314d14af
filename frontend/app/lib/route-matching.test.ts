// React Router's matcher as patched (patches/react-router+8.4.0.patch): the matches of a pathname
// are kept, and every caller still gets its own objects with the right params.
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";

const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    children: [
      { id: "article", path: "nieuws/:slug", loader: () => null },
      { id: "en-article", path: "en/nieuws/:slug", loader: () => null },
      { id: "page", path: ":name", loader: () => null },
    ],
  },
]);

async function matchesOf(path: string) {
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  return context.matches;
}

describe("route matching, kept per pathname", () => {
  it("gives the same matches for the same path again, as new objects", async () => {
    const first = await matchesOf("/nieuws/een");
    (first[1].params as Record<string, string>).slug = "changed by a caller";
    const second = await matchesOf("/nieuws/een");
    expect(second.map((match) => match.route.id)).toEqual(["root", "article"]);
    expect(second[1].params).toEqual({ slug: "een" });
    expect(second[1]).not.toBe(first[1]);
  });

  it("tells paths apart, the query string aside", async () => {
    expect((await matchesOf("/en/nieuws/twee?x=1")).map((match) => [match.route.id, match.params])).toEqual([
      ["root", { slug: "twee" }],
      ["en-article", { slug: "twee" }],
    ]);
    expect((await matchesOf("/privacy")).map((match) => [match.route.id, match.params])).toEqual([
      ["root", { name: "privacy" }],
      ["page", { name: "privacy" }],
    ]);
  });
});
