// An internal link that stays on the visitor's site: '/privacy' becomes '/en/privacy' in English.
// A plain <a>: one listener on the window makes its click a client-side navigation
// (useAppLinkNavigation, lib/app-links.ts), so the server renders no <Link> per link.
// On intent (pointer over it, focus, touch) its route's code is preloaded (lib/route-preload.ts:
// at most 4 at once, none on data-saver or 2g connections). That preloading code itself loads on
// the first intent, not with the page (DESIGN.md §6).
import { type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type TouchEvent, useEffect } from "react";
import { useNavigate } from "react-router";
import { useLocale } from "use-intl";
import { APP_LINK_ATTRIBUTE, appLinkTarget, isActiveLink } from "../lib/app-links";
import { type Locale, localizePath } from "../lib/locale";
import { browserConnection, prefetchAllowed } from "../lib/prefetch";

function prefetchRoute(path: string) {
  if (!prefetchAllowed(browserConnection())) return;
  import("../lib/route-preload").then((module) => module.prefetchRoute(path)).catch(() => undefined);
}

export function useLocalePath(): (path: string) => string {
  const locale = useLocale() as Locale;
  return (path: string) => localizePath(path, locale);
}

interface IntentHandlers {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
}

function withPrefetch<P extends IntentHandlers>(to: string, props: P): P {
  const prefetch = () => prefetchRoute(to);
  return {
    ...props,
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      prefetch();
      props.onMouseEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      prefetch();
      props.onFocus?.(event);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      prefetch();
      props.onTouchStart?.(event);
    },
  };
}

type LocalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; "data-testid"?: string };

const APP_LINK = { [APP_LINK_ATTRIBUTE]: "true" };

export function LocalLink({ to, ...props }: LocalLinkProps) {
  const target = useLocalePath()(to);
  return <a {...withPrefetch(target, props)} href={target} {...APP_LINK} />;
}

/** A menu link: class 'active' and aria-current="page" on its page and the pages below it. `here`
 * is the current page's path (given, not read from the router: the server renders the menu on its
 * own, lib/shared-markup.ts). */
export function LocalNavLink({ to, here, className, ...props }: LocalLinkProps & { here: string }) {
  const target = useLocalePath()(to);
  const active = isActiveLink(here, target);
  return (
    <a
      {...withPrefetch(target, props)}
      className={active ? (className ? `${className} active` : "active") : className}
      aria-current={active ? "page" : undefined}
      href={target}
      {...APP_LINK}
    />
  );
}

/** Once, in the document (root.tsx): a click on one of our links navigates in the app, as a
 * React Router <Link> would (the same address again replaces the history entry). */
export function useAppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const target = appLinkTarget(event, window.location.origin);
      if (target === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(target, { replace: target === pathname + search + hash });
    };
    // On the window: after every handler in the page (React's too) had its say.
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
