// What React Router's browser entry does (entry.client.tsx), plus two duties (SPEC §4, §8, §9):
// every navigation goes through lib/navigation.ts (new release → full page load; a chunk that
// fails → reload at the target), and a mount that fails is logged to the console while the page
// stays usable: React drops a tree it could not render, so the server-rendered body (whose links
// and forms work without JavaScript) is put back.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { localeFromPath } from "./locale";
import { navigationInstrumentation } from "./navigation";
import { browserReloadAt } from "./reload";
import { loadMessages } from "../locales/catalogues";

function onUncaughtError(serverBody: HTMLElement, error: unknown) {
  if (document.documentElement.dataset.hydrated) {
    // The app ran, then broke: start again from the server (at most once per 10 seconds).
    console.error("The app stopped after an error:", error);
    browserReloadAt(window.location.pathname + window.location.search + window.location.hash);
    return;
  }
  console.error("Mounting the app failed; the page keeps working without it:", error);
  document.documentElement.replaceChild(serverBody, document.body);
}

function hydrate(serverBody: HTMLElement) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[navigationInstrumentation]} />
      </StrictMode>,
      { onUncaughtError: (error) => onUncaughtError(serverBody, error) },
    );
  });
}

/** The page's texts first (preloaded by the document's head, locales/catalogues.ts), then React. */
export function hydrateApp(): void {
  const serverBody = document.body.cloneNode(true) as HTMLElement;
  loadMessages(localeFromPath(window.location.pathname))
    .then(() => hydrate(serverBody))
    .catch((error: unknown) => console.error("Mounting the app failed; the page keeps working without it:", error));
}
