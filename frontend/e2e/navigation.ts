// Helpers for tests about how the app navigates: full document loads versus client-side routing.
import type { Page } from "@playwright/test";

/** The paths of full document loads from now on (a client-side navigation makes none). */
export function documentLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** A client-side navigation through React Router's data router, as a link click would start it. */
export const navigate = (page: Page, to: string) =>
  page.evaluate((path) => {
    void (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(path);
  }, to);
