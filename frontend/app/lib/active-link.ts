// Which menu link is the current page's, by React Router's <NavLink> rule. The server renders the
// menu's links as plain <a> elements (components/LocalLink.tsx) and marks them with this rule; in
// the browser <NavLink> does the same with its own.

/** Whether a navigation link to `target` is the current page's or one of its parents' (React
 * Router's <NavLink> rule: '/agenda' is active on '/agenda' and '/agenda/…', case ignored). */
export function isActiveLink(pathname: string, target: string): boolean {
  const here = pathname.toLowerCase();
  const to = (target.split(/[?#]/, 1)[0] ?? "").toLowerCase();
  if (here === to) return true;
  const end = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here.startsWith(to) && here.charAt(end) === "/";
}
