import { describe, expect, it } from "vitest";
import { routeModuleUrls } from "./route-preload";

const router = {
  routes: [
    {
      id: "root",
      path: "",
      children: [
        { id: "nl:/nieuws", path: "nieuws" },
        { id: "nl:/nieuws/:slug", path: "nieuws/:slug" },
        { id: "nl:*", path: "*" },
      ],
    },
  ],
};
const manifest = {
  routes: {
    root: { module: "/assets/root.js" },
    "nl:/nieuws": { module: "/assets/news-list.js" },
    "nl:/nieuws/:slug": { module: "/assets/news-article.js" },
    "nl:*": { module: "/assets/not-found.js" },
  },
};

describe("the modules of a route", () => {
  it("are those of the matched routes not loaded yet", () => {
    const win = { __reactRouterDataRouter: router, __reactRouterManifest: manifest, __reactRouterRouteModules: { root: {} } } as never;
    expect(routeModuleUrls("/nieuws/een-artikel", win)).toEqual(["/assets/news-article.js"]);
    expect(routeModuleUrls("/onbekend/pad", win)).toEqual(["/assets/not-found.js"]);
  });

  it("are none before the app runs", () => {
    expect(routeModuleUrls("/nieuws", {})).toEqual([]);
  });
});
