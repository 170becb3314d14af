// Addresses the route table (routes.ts) and the sitemap (lib/content/sitemap.ts) both need to know.

/** Screens only a logged-in member sees (an anonymous visitor is sent to the login): never in the sitemap. */
export const MEMBER_ONLY_PAGES = {
  dues: "/contributie",
  early: "/vervroegde-contributie",
  earlyDeclined: "/vervroegde-contributie-niet-akkoord",
} as const;

/** Pages whose address holds a dot, which no CMS slug can: the CMS stores them with '-' instead. */
export const DOTTED_PAGES = {
  oldLanding: "/landingspagina.old",
  oldAgenda: "/agenda/index.old",
} as const;

/** The query parameter that opens an event's order form on its page (/agenda/{slug}?bestellen): the
 * ticket button's link without JavaScript, a personal page (lib/personal-pages.ts). */
export const ORDER_PARAM = "bestellen";
