// An internal link that stays on the visitor's site: '/privacy' becomes '/en/privacy' in English.
// The server renders it as the plain <a> React Router's <Link> renders (href and data-discover):
// resolving each of a page's ~50 links against the route tree cost a tenth of its render
// (bench/RESULTS.md, issue 25). The browser renders the <Link> itself, which hydrates that <a> and
// handles its clicks; a menu link's 'active' state follows <NavLink>'s rule on both sides
// (lib/active-link.ts).
// On intent (pointer over it, focus, touch) its route's code is preloaded (lib/route-preload.ts:
// at most 4 at once, none on data-saver or 2g connections). That preloading code itself loads on
// the first intent, not with the page (DESIGN.md §6).
import type { FocusEvent, MouseEvent, TouchEvent } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocale } from "use-intl";
import { isActiveLink } from "../lib/active-link";
import { type Locale, localizePath } from "../lib/locale";
import { browserConnection, prefetchAllowed } from "../lib/prefetch-allowed";

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

// What React Router's <Link> adds to an <a> of an absolute path of this site.
const DISCOVER = { "data-discover": "true" };

type LocalLinkProps = Omit<LinkProps, "to" | "className"> & { to: string; className?: string };

export function LocalLink({ to, ...props }: LocalLinkProps) {
  const target = useLocalePath()(to);
  if (import.meta.env.SSR) return <a {...props} href={target} {...DISCOVER} />;
  return <Link to={target} {...withPrefetch(target, props)} />;
}

/** A menu link: class 'active' and aria-current="page" on its page and the pages below it. `here`
 * is the current page's path: the server renders the menu on its own (lib/shared-markup.ts), with
 * no router to ask; in the browser <NavLink> asks the router, with the same rule. */
export function LocalNavLink({ to, here, className, ...props }: LocalLinkProps & { here: string }) {
  const target = useLocalePath()(to);
  if (import.meta.env.SSR) {
    const active = isActiveLink(here, target);
    const classes = active ? (className ? `${className} active` : "active") : className;
    return <a {...props} className={classes} aria-current={active ? "page" : undefined} href={target} {...DISCOVER} />;
  }
  return <NavLink to={target} className={className} {...withPrefetch(target, props as Omit<NavLinkProps, "to">)} />;
}
