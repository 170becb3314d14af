import { describe, expect, it } from "vitest";
import { type ManifestRoute, matchedRouteIds, pathsWithAncestors, routeModuleUrls } from "./route-preload";

const ROUTES: ManifestRoute[] = [
  { id: "root", path: "", module: "/assets/root.js" },
  { id: "nl:/nieuws", parentId: "root", path: "nieuws", module: "/assets/news-list.js" },
  { id: "nl:/nieuws/:slug", parentId: "root", path: "nieuws/:slug", module: "/assets/news-article.js" },
  { id: "nl:/vacatures", parentId: "root", path: "vacatures", module: "/assets/outlet.js" },
  { id: "nl:/vacatures/", parentId: "nl:/vacatures", index: true, module: "/assets/vacancies.js" },
  { id: "nl:*", parentId: "root", path: "*", module: "/assets/not-found.js" },
];
const manifest = (routes: ManifestRoute[]) => ({ version: "v1", routes: Object.fromEntries(routes.map((route) => [route.id, route])) });

describe("the modules of a route", () => {
  it("are those of the matched routes, nested and index routes included", () => {
    expect(matchedRouteIds("/nieuws/een-artikel", ROUTES)).toEqual(["root", "nl:/nieuws/:slug"]);
    expect(matchedRouteIds("/vacatures", ROUTES)).toEqual(["root", "nl:/vacatures", "nl:/vacatures/"]);
  });

  it("count as unknown when only the catch-all matches", () => {
    expect(matchedRouteIds("/standpunten", ROUTES)).toBeNull();
  });

  it("are asked for with every ancestor path, as React Router does", () => {
    expect(pathsWithAncestors("/nieuws/een/twee")).toEqual(["/nieuws", "/nieuws/een", "/nieuws/een/twee"]);
  });

  it("leave out what is loaded already", async () => {
    const win = { __reactRouterManifest: manifest(ROUTES), __reactRouterRouteModules: { root: {} } };
    expect(await routeModuleUrls("/nieuws/een-artikel", win)).toEqual(["/assets/news-article.js"]);
  });

  it("without lazy discovery an unknown path gets the catch-all's module", async () => {
    const win = { __reactRouterManifest: manifest(ROUTES), __reactRouterRouteModules: { root: {} } };
    expect(await routeModuleUrls("/onbekend/pad", win)).toEqual(["/assets/not-found.js"]);
  });

  it("are none before the app runs", async () => {
    expect(await routeModuleUrls("/nieuws", {})).toEqual([]);
  });
});
