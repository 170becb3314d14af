// The site's own links are plain <a> elements (components/LocalLink.tsx), and one listener on the
// window turns a click on one of them into a client-side navigation. React Router's <Link> does the
// same per link, and its server render cost a tenth of a content page's render (bench/RESULTS.md,
// issue 25): it resolves every link's path against the route tree. A link of ours is already an
// absolute path, so nothing needs resolving. The rules are <Link>'s: a plain left click on a link
// of this origin that opens in this window and whose click nobody handled is a client-side
// navigation; a modified click (a new tab or window, a download) is left to the browser.

/** Marks our links: React Router's route discovery fetches their routes' manifest as <Link>'s. */
export const APP_LINK_ATTRIBUTE = "data-discover";

export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

/** The path (with search and hash) a click should navigate to in the app, or null when the
 * browser should follow the link itself. */
export function appLinkTarget(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  const element = click.target as Partial<Element> | null;
  // An <a> (not an SVG link, whose href is no string) of ours, at or around what was clicked.
  const anchor = typeof element?.closest === "function" ? (element.closest(`a[${APP_LINK_ATTRIBUTE}]`) as HTMLAnchorElement | null) : null;
  if (!anchor || typeof anchor.href !== "string") return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/** Whether a navigation link to `target` is the current page's or one of its parents' (React
 * Router's <NavLink> rule: '/agenda' is active on '/agenda' and '/agenda/…', case ignored). */
export function isActiveLink(pathname: string, target: string): boolean {
  const here = pathname.toLowerCase();
  const to = (target.split(/[?#]/, 1)[0] ?? "").toLowerCase();
  if (here === to) return true;
  const end = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here.startsWith(to) && here.charAt(end) === "/";
}
