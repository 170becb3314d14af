// Personal pages: the only pages whose server render reads the visitor's session (DESIGN.md §1,
// deploy/README.md "Page cache"). Every other page is the same for everyone, logged in or not: a
// shared cache may keep it and serve it to any visitor, and what is personal on it ('Ingelogd als',
// a member's prices, the forms' details) comes from one private call in the browser (lib/visitor.ts).
//
// Two guards keep a cacheable page's HTML free of personal data: nginx strips the Cookie header
// from a GET or HEAD of any other page (map $personal_page in deploy/nginx.conf.template, kept in
// step with this list by personal-pages.test.ts), and the Node server does the same before React
// Router sees the request (server.ts). A form sent (POST) keeps its cookies: the action acts for
// the visitor, and its answer is never cached.
// No other module at run time but route-paths: server.ts runs this file as it is (Node's type stripping).
import { MEMBER_ONLY_PAGES, ORDER_PARAM } from "../route-paths.ts";

/** Paths (Dutch; the English ones under /en) whose page, and everything under it, is personal. */
export const PERSONAL_PATHS = [
  "/login",
  "/mijn-account",
  "/account-aanmaken", // activation: the form's CSRF token from the session
  "/wachtwoord-instellen",
  "/wachtwoord-vergeten",
  "/fi-premium", // SPEC §2.12, §6: members only
  "/legioen/dashboard",
  "/legioen/toegang-dashboard",
  "/legioen-mgm/dashboard",
  "/legioen-mgm/toegang-dashboard",
  "/member-get-member/aanmaken",
  "/member-get-member/deel-je-link",
  MEMBER_ONLY_PAGES.dues, // and its pay links
  MEMBER_ONLY_PAGES.early,
  MEMBER_ONLY_PAGES.earlyDeclined,
  "/agenda/inchecken", // the door's scanner, for staff
  "/agenda/tickets", // a buyer's tickets
  "/device-info", // shows the visitor's own viewport cookie
] as const;

const escape = (path: string) => path.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PATHS = `^/(?:en/)?(?:${PERSONAL_PATHS.map(escape).join("|")})`;

/** A personal path, its React Router data request (`.data`) or anything under it. */
export const PERSONAL_PATH_PATTERN = new RegExp(`${PATHS}(?:\\.data|/|$)`);

/** An event page opened to order (?bestellen): the form a visitor without JavaScript fills in,
 * rendered with a member's prices and CSRF token from their session. */
const ORDER_PAGE = `^/(?:en/)?agenda/[^/?]+?(?:\\.data)?\\?(?:.*&)?${ORDER_PARAM}(?:[=&]|$)`;
export const ORDER_PAGE_PATTERN = new RegExp(ORDER_PAGE);

/** nginx's map of the personal pages over $request_uri (path and query), as
 * deploy/nginx.conf.template holds it between its 'personal pages' markers. */
export function nginxPersonalPageMap(): string {
  return [
    "    map $request_uri $personal_page {",
    `        "~${PATHS}(?:\\.data|[/?]|$)" 1;`,
    `        "~${ORDER_PAGE}" 1;`,
    '        default "";',
    "    }",
  ].join("\n");
}

/** Whether the page at this address (path and query) is personal: its render may read the session. */
export function isPersonalPage(pathAndQuery: string): boolean {
  const path = pathAndQuery.split("?", 1)[0];
  return PERSONAL_PATH_PATTERN.test(path) || ORDER_PAGE_PATTERN.test(pathAndQuery);
}

/** The request as a page's render may see it: a GET or HEAD of a page that is not personal loses
 * its cookies, so nothing on it can depend on who asks. */
export function forgetsCookies(method: string, pathAndQuery: string): boolean {
  return (method === "GET" || method === "HEAD") && !isPersonalPage(pathAndQuery);
}
