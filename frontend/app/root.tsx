// The document, the shell and the error page (DESIGN.md §3).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import appStyles from "./styles/app.css?url";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { LazyErrorPage } from "./components/LazyErrorPage";
import { SiteIntlProvider } from "./components/SiteIntlProvider";
import { isPreviewPath } from "./lib/preview";
import { Platform } from "./components/shell/Platform";
import { Shell } from "./components/shell/Shell";
import { rememberCampaign, sessionStore } from "./lib/campaign";
import { currentUser } from "./lib/auth/session.server";
import { HEAD_SCRIPT } from "./lib/consent";
import { isElectionDay } from "./lib/format/election";
import { NO_STORE } from "./lib/http";
import { localeFromPath } from "./lib/locale";
import { pageMeta } from "./lib/meta";
import { redirectMiddleware } from "./lib/redirects.server";
import { withPageVersion } from "./lib/api/content-cache.server";
import { type RootData, useRootData } from "./lib/root-data";
import { SIGNED_IN_HEAD_SCRIPT } from "./lib/signed-in";
import { useNonce } from "./lib/security/nonce";
import { stylesheet } from "./lib/stylesheets";
import { getSiteSettings } from "./lib/site-settings.server";
import { catalogueUrl, loadMessages, messagesOf } from "./locales/catalogues";

// Never throws: when the backend is down the shell still renders with default settings. The user is
// known on a personal page only (lib/personal-pages.ts): any other page's request comes without
// cookies, and its HTML is the same for everyone; the browser asks who is there (lib/visitor.ts).
export async function loader({ url, request }: Route.LoaderArgs): Promise<RootData> {
  const locale = localeFromPath(url.pathname);
  const [settings, user] = await Promise.all([getSiteSettings(), currentUser(request)]);
  return { locale, settings, origin: url.origin, user, electionToday: isElectionDay(settings.election_date, new Date()) };
}

// In the browser the texts come from the locale's catalogue file (locales/catalogues.ts): the first
// page's before hydration, another one here when a navigation switches language.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadMessages(data.locale);
  return data;
}

// The content version the page renders under (lib/api/content-cache.server.ts); SPEC §2.14:
// personal links (?uuid=…) and staff-made redirects, on the server and before every route change
// in the browser.
export const middleware: Route.MiddlewareFunction[] = [({ request }, next) => withPageVersion(request, next), redirectMiddleware];
// Only a personal link (a uuid in the address) asks the server where it leads; the code that asks
// loads then, not with every first visit (lib/redirects.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (args, next) => (args.url.searchParams.has("uuid") ? (await import("./lib/redirects")).personalLinkClientMiddleware(args, next) : next()),
];

// The settings (and the catalogue) change with the locale; who is logged in, after a form was sent.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return !!formMethod && formMethod !== "GET" ? true : localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

// The root is the deepest route only when its error boundary renders: errors are never cached.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": NO_STORE });

// Every page's styles: with a `precedence`, React puts the stylesheet at the top of <head>, before
// the modulepreload links of the scripts (which it hoists above a plain stylesheet link), so the
// render-blocking file is asked for first (lib/stylesheets.ts). The Latin Inter file is on every
// page: fetched with the HTML, not after the CSS (styles/fonts.css). So is the page's message
// catalogue (in Layout), which the browser needs before it can hydrate.
export const links: Route.LinksFunction = () => [
  stylesheet(appStyles),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function meta({ error, location, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const texts = messagesOf(root?.locale ?? localeFromPath(location.pathname))?.error;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({ location, matches }, { title: error && texts ? (notFound ? texts.notFoundTitle : texts.unknownTitle) : undefined, noindex: !!error });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const locale = data?.locale ?? localeFromPath(location.pathname);
  const catalogue = catalogueUrl(locale);
  // The page's CSP nonce (entry.server.tsx); React Router's own scripts take it from <ServerRouter>.
  const nonce = useNonce();
  // Marks the document once React has hydrated it (the browser tests wait for this before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // SPEC §4: the campaign parameters of the first page that carries them.
  useEffect(() => {
    const store = sessionStore();
    if (store) rememberCampaign(location.search, store);
  }, [location.search]);
  return (
    // The head script adds a class and the consent attribute to <html> before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a0019" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT + SIGNED_IN_HEAD_SCRIPT }} />
        {catalogue ? <link rel="preload" href={catalogue} as="fetch" crossOrigin="anonymous" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <SiteIntlProvider locale={locale}>{children}</SiteIntlProvider>
        {/* No analytics or pixel in the admin's preview of a draft (lib/preview.ts). */}
        <Platform tracking={isPreviewPath(location.pathname) ? undefined : data?.settings.tracking} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <LazyErrorPage error={error} />
    </Shell>
  );
}
