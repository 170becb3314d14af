// React Router's default Node entry, plus one rule: an error answer is never cached.
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { hasSession } from "./lib/auth/session.server";
import { NO_STORE, PRIVATE_NO_STORE } from "./lib/http";
import { LOCALES } from "./lib/locale";
import { provideMessages } from "./locales/catalogues";
import { messagesFor } from "./locales/index.server";

// The server renders in either language: it holds both catalogues (the browser fetches its own).
for (const locale of LOCALES) provideMessages(locale, messagesFor(locale));

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (responseStatusCode >= 400) responseHeaders.set("Cache-Control", NO_STORE);
  keepPersonalPagesPrivate(request, responseHeaders);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // A Suspense boundary whose content is ready (the lazily loaded blocks of StreamField) stays
      // in place in the HTML. By default React moves such content out of the page's first 12.8 KB
      // into a hidden <div> that an inline script reveals: invisible without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

// A page for a visitor with a session may show their name: never in a shared cache.
function keepPersonalPagesPrivate(request: Request, headers: Headers) {
  if (hasSession(request) || headers.has("Set-Cookie")) headers.set("Cache-Control", PRIVATE_NO_STORE);
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  keepPersonalPagesPrivate(request, response.headers);
  return response;
}
