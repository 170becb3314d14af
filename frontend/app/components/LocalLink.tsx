// An internal link that stays on the visitor's site: '/privacy' becomes '/en/privacy' in English.
// On intent (pointer over it, focus, touch) its route's code is preloaded (lib/route-preload.ts:
// at most 4 at once, none on data-saver or 2g connections). That preloading code itself loads on
// the first intent, not with the page (DESIGN.md §6).
import type { FocusEvent, MouseEvent, TouchEvent } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocale } from "use-intl";
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

export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const target = useLocalePath()(to);
  return <Link to={target} {...withPrefetch(target, props)} />;
}

export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const target = useLocalePath()(to);
  return <NavLink to={target} {...withPrefetch(target, props)} />;
}
