// React Router's default Node entry, plus two rules: an error answer is never cached, and every page
// carries its Content-Security-Policy (lib/security/csp.server.ts): a fresh nonce for each answer,
// or, for a page a shared cache may keep, the hashes of its inline scripts.
import { PassThrough, Writable } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { hasSession } from "./lib/auth/session.server";
import { NO_STORE, PRIVATE_NO_STORE } from "./lib/http";
import { NonceContext } from "./lib/security/nonce";
import { SharedMarkupContext } from "./lib/shared-markup";
import { createSharedMarkup } from "./lib/shared-markup.server";
import { createNonce, isEmbedPath, pagePolicy, scriptHashes, sharedCacheable } from "./lib/security/csp.server";
import { getSiteSettings } from "./lib/site-settings.server";
import { isPreviewPath } from "./lib/preview";
import { LOCALES } from "./lib/locale";
import { provideMessages } from "./locales/catalogues";
import { messagesFor } from "./locales/index.server";

// The server renders in either language: it holds both catalogues (the browser fetches its own).
for (const locale of LOCALES) provideMessages(locale, messagesFor(locale));

export const streamTimeout = 5_000;

// The shell's parts that are the same on most pages, rendered once and kept (lib/shared-markup.ts).
const sharedMarkup = createSharedMarkup();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (responseStatusCode >= 400) responseHeaders.set("Cache-Control", NO_STORE);
  keepPersonalPagesPrivate(request, responseHeaders);

  const nonce = createNonce();
  // A page a shared cache keeps is the same for every visitor: no nonce in its policy (see csp.server.ts).
  const cacheable = sharedCacheable(responseHeaders.get("Cache-Control"));
  const { tracking } = await getSiteSettings();
  const pathname = new URL(request.url).pathname;
  const policy = (scripts: Parameters<typeof pagePolicy>[0]["scripts"]) =>
    pagePolicy({ scripts, tracking, embed: isEmbedPath(pathname), preview: isPreviewPath(pathname), formActions: paymentFormActions(), development: import.meta.env.DEV });

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Security-Policy", policy({ nonce }));
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots, and pages for the shared cache (their policy needs every script), get the whole page at
    // once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      cacheable || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <NonceContext.Provider value={nonce}>
        <SharedMarkupContext.Provider value={sharedMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SharedMarkupContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // A Suspense boundary whose content is ready (the lazily loaded blocks of StreamField) stays
      // in place in the HTML. By default React moves such content out of the page's first 12.8 KB
      // into a hidden <div> that an inline script reveals: invisible without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (cacheable && responseStatusCode < 400) {
          // The whole page first, then its policy with the hashes of its scripts.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              responseHeaders.set("Content-Security-Policy", policy({ hashes: scriptHashes(html, nonce) }));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(sink);
          return;
        }
        responseHeaders.set("Content-Security-Policy", policy({ nonce }));
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
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

// Mollie's checkout, where a form sent without JavaScript is redirected to (form-action covers the
// redirect); the demo provider's checkout is on the site itself.
function paymentFormActions(): string[] {
  return process.env.PAYMENT_PROVIDER === "mollie" ? ["https://www.mollie.com"] : [];
}

// A render that saw a session cookie may show the visitor's name: never in a shared cache. Only a
// personal page's GET, or a form sent, still has cookies here (lib/personal-pages.ts, server.ts):
// every other page is rendered without them, and its own Cache-Control decides.
function keepPersonalPagesPrivate(request: Request, headers: Headers) {
  if (hasSession(request) || headers.has("Set-Cookie")) headers.set("Cache-Control", PRIVATE_NO_STORE);
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  keepPersonalPagesPrivate(request, response.headers);
  return response;
}
