// /404 and every path no route matches (SPEC §8: 'Page not found: {fullPath}'): the 404 page.
import { notFound } from "../lib/http";
import type { Route } from "./+types/not-found";

export function loader({ url }: Route.LoaderArgs): never {
  throw notFound(`Page not found: ${url.pathname}${url.search}`);
}

// Never rendered: the loader always throws to the root error boundary.
export default function NotFound() {
  return null;
}
