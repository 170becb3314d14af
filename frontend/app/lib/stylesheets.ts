// A stylesheet link for a route's `links` export, imported as `./x.css?url`.
//
// React 19 hoists <link rel="modulepreload"> and <link rel="preload"> into <head> ahead of the
// head's own elements, and React Router renders a preload for every script a page needs, so a plain
// stylesheet link ended up after 10–20 of them: on a slow connection the browser fetched the
// scripts first and painted late (Lighthouse: render-blocking stylesheet, FCP). A stylesheet with a
// `precedence` is a resource React places before those preloads, and on a client-side navigation
// React waits for it to load before it shows the page (no flash of unstyled content). React keeps
// such a stylesheet in the document after leaving the page: route styles must stay scoped to
// their own classes.
import type { LinkDescriptor } from "react-router";

export function stylesheet(href: string): LinkDescriptor {
  return { rel: "stylesheet", href, precedence: "default" } as LinkDescriptor;
}
