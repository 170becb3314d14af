// The route table: every path of SPEC §2, in the spec's order. Dutch paths live at the root; the
// English site is the same table under /en (route ids 'nl:/path' and 'en:/path').
//
// Generic, landing, comparison and fluitje pages, and the screens of later issues until they are
// built, show the CMS page at their path (routes/cms-page.tsx, through /api/pages/resolve), or the
// 404 page when the CMS has none. Every module checks its parameters
// (app/lib/route-params.ts) before it calls the backend.
import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { DOTTED_PAGES, MEMBER_ONLY_PAGES } from "./route-paths";

type Locale = "nl" | "en";

const CMS = "routes/cms-page.tsx";
const HOME = "routes/home.tsx";
const NOT_FOUND = "routes/not-found.tsx";
const OUTLET = "routes/outlet.tsx";
const VACANCIES = "routes/vacancies.tsx";
const ORGANISATION = "routes/organisation.tsx";
const PRODUCT = "routes/product.tsx";
const PROFILE = "routes/profile.tsx";
const VACANCY = "routes/vacancy.tsx";
const NEWS_LIST = "routes/news-list.tsx";
const NEWS_ARTICLE = "routes/news-article.tsx";
const AUTHOR = "routes/author.tsx";
const POSITIONS = "routes/positions.tsx";
const POSITION = "routes/position.tsx";
const PEOPLE_LIST = "routes/people-list.tsx";
const PERSON = "routes/person.tsx";
const REGION_LIST = "routes/region-list.tsx";
const REGION = "routes/region.tsx";
const REGIONAL_ARTICLE = "routes/regional-article.tsx";
const VIDEO_LIST = "routes/video-list.tsx";
const VIDEO = "routes/video.tsx";
const VIDEO_PLAYLIST = "routes/video-playlist.tsx";
const PETITIONS = "routes/petitions.tsx";
const PETITION = "routes/petition.tsx";
const PETITION_THANKS = "routes/petition-thanks.tsx";
const DONATION = "routes/donation.tsx";
const DONATION_THANKS = "routes/donation-thanks.tsx";
const LOGIN = "routes/login.tsx";
const ACCOUNT_EMAIL = "routes/account-email.tsx";
const ACCOUNT_PASSWORD = "routes/account-password.tsx";
const MY_ACCOUNT = "routes/my-account.tsx";
const GIFT_MANAGE = "routes/gift-manage.tsx";
const MEMBERSHIP_JOIN = "routes/membership-join.tsx";
const MEMBERSHIP_THANKS = "routes/membership-thanks.tsx";
const MEMBERSHIP_DUES = "routes/membership-dues.tsx";
const MEMBERSHIP_PAY_LINK = "routes/membership-pay-link.tsx";
const MEMBERSHIP_EARLY = "routes/membership-early.tsx";
const MEMBERSHIP_UPGRADE = "routes/membership-upgrade.tsx";
const PREMIUM = "routes/premium-index.tsx";
const PREMIUM_VIDEO = "routes/premium-video.tsx";
const PREMIUM_PLAYLIST = "routes/premium-playlist.tsx";
const AGENDA = "routes/agenda.tsx";
const EVENT = "routes/event.tsx";
const ORDER_EMAIL = "routes/order-email.tsx";
const ORDER_CONFIRM = "routes/order-confirm.tsx";
const ORDER_THANKS = "routes/order-thanks.tsx";
const TICKETS = "routes/tickets.tsx";
const CHECK_IN = "routes/check-in.tsx";
const LEGION_INTRO = "routes/legion-intro.tsx";
const LEGION_JOIN = "routes/legion-join.tsx";
const LEGION_THANKS = "routes/legion-thanks.tsx";
const LEGION_DASHBOARD = "routes/legion-dashboard.tsx";
const LEGION_ACCESS = "routes/legion-access.tsx";
const REFERRAL_INTRO = "routes/referral-intro.tsx";
const REFERRAL_CREATE = "routes/referral-create.tsx";
const REFERRAL_SHARE = "routes/referral-share.tsx";
const REFERRAL_JOIN = "routes/referral-join.tsx";
const NEWSLETTER = "routes/newsletter.tsx";
const NEWSLETTER_CONFIRM = "routes/newsletter-confirm.tsx";
const NEWSLETTER_THANKS = "routes/newsletter-thanks.tsx";
const NEWSLETTER_UNSUBSCRIBE = "routes/newsletter-unsubscribe.tsx";
const VOLUNTEER = "routes/volunteer.tsx";
const CONTACT = "routes/contact.tsx";
const CANDIDATE = "routes/candidate.tsx";
const FRIENDS = "routes/friends.tsx";
const FRIENDS_THANKS = "routes/friends-thanks.tsx";
const DEVICE_INFO = "routes/device-info.tsx";
const PREVIEW = "routes/preview.tsx";

function siteRoutes(locale: Locale): RouteConfigEntry[] {
  // '/privacy' → 'privacy' (nl) or 'en/privacy' (en); the id names the locale and the Dutch path.
  const at = (path: string) => (locale === "nl" ? path.slice(1) : `en${path}`);
  const id = (path: string) => `${locale}:${path}`;
  const page = (path: string, file = CMS, children?: RouteConfigEntry[]) =>
    route(at(path), file, { id: id(path) }, children);

  // §2.9: the legion set, duplicated under /legioen-mgm.
  const legion = (base: string) => [
    page(base, LEGION_INTRO),
    page(`${base}/doe-mee`, LEGION_JOIN),
    page(`${base}/gefeliciteerd`, LEGION_THANKS),
    page(`${base}/dashboard`, LEGION_DASHBOARD),
    page(`${base}/toegang-dashboard`, LEGION_ACCESS),
  ];

  return [
    // §2.1 Static pages
    locale === "nl" ? index(HOME, { id: id("/") }) : route("en", HOME, { id: id("/") }),
    page("/index-oud"),
    page("/15maart"),
    page("/1euro", DONATION),
    page("/404", NOT_FOUND), // a real path: the 404 page with status 404
    page("/account-aanmaken", ACCOUNT_EMAIL),
    page("/account-aanmaken/:token", ACCOUNT_PASSWORD),
    page("/algemene-voorwaarden"),
    page("/allesopalles"),
    page("/anbi"),
    page("/asiel-check"),
    page("/belasting"),
    page("/campagne-oud"),
    page("/contact", CONTACT),
    page("/content"),
    page(MEMBER_ONLY_PAGES.dues, MEMBERSHIP_DUES),
    page(`${MEMBER_ONLY_PAGES.dues}/betalen/:token`, MEMBERSHIP_PAY_LINK),
    page("/crypto"),
    page("/device-info", DEVICE_INFO),
    page("/doneer-gemeenteraad", DONATION),
    // /{name}, /{hash} (§2.4) and the page at a bare identifier (uuid-like) are all one top-level
    // dynamic segment: the CMS resolves all three (a landing page, a comparison page or a page).
    page("/:name"),
    page("/:name/bedankt"),
    page("/ep-2024"),
    page("/eu-regels"),
    page("/forumwijzer"),
    page("/hoe-verwijder-ik-mijn-account"),
    page("/kandidatenlijst", CANDIDATE), // the header's 'Aanmelden als (kandidaat-)raadslid' button
    page("/kerst"),
    page("/kiescollege"),
    page(DOTTED_PAGES.oldLanding),
    page("/login", LOGIN),
    page("/niet-stemmer"),
    page("/nieuws", NEWS_LIST),
    page("/nieuwsbrief-bedankt", NEWSLETTER_THANKS),
    page("/nieuwsbrief-bevestigen", NEWSLETTER_CONFIRM), // ?token=… (the link in the mail)
    page("/nu", NEWSLETTER),
    page("/petitie-voor-vrede", PETITION), // that petition, without header and footer
    page("/petities", PETITIONS),
    page("/privacy"),
    page("/registreer-bedankt", MEMBERSHIP_THANKS),
    page("/standpunten", POSITIONS),
    page(MEMBER_ONLY_PAGES.early, MEMBERSHIP_EARLY),
    page(MEMBER_ONLY_PAGES.earlyDeclined, MEMBERSHIP_EARLY),
    page("/videos", VIDEO_LIST),
    page("/vrienden", FRIENDS),
    page("/vrienden/bedankt", FRIENDS_THANKS),
    page("/vrienden/beheren/:token", GIFT_MANAGE),
    page("/wachtwoord-instellen", ACCOUNT_PASSWORD), // ?token=…
    page("/wachtwoord-vergeten", ACCOUNT_EMAIL),
    page("/word-actief", VOLUNTEER),
    page("/word-lid", MEMBERSHIP_JOIN),
    page("/word-lid/index-old"),
    page("/gemeentes", REGION_LIST),
    page("/provincies", REGION_LIST),
    page("/waterschappen", REGION_LIST),
    // /vacatures: listed under §2.12 with its nested child.
    page("/embeds/playlist", VIDEO_PLAYLIST),
    page("/_backup_index"),
    // The page at a bare identifier (uuid-like): served by /:name above.

    // Not in SPEC §2.1: the signed link in every newsletter mail, to leave.
    page("/nieuwsbrief-afmelden/:token", NEWSLETTER_UNSUBSCRIBE),

    // §2.2 Agenda
    page("/agenda", AGENDA),
    page("/agenda/:slug", EVENT),
    page("/agenda/bedankt", ORDER_THANKS),
    page("/agenda/bevestigen", ORDER_EMAIL),
    page("/agenda/bevestigen/:token", ORDER_CONFIRM),
    page(DOTTED_PAGES.oldAgenda),
    // Not in SPEC §2.2: the unguessable ticket page linked from the tickets e-mail (the companion
    // view on a phone), and the door's scanner for staff.
    page("/agenda/tickets/:key", TICKETS),
    page("/agenda/inchecken", CHECK_IN),

    // §2.3 Donations: donation pages
    page("/doneer", DONATION),
    page("/doneer/afrikaners", DONATION),
    page("/doneer/beveiliging", DONATION),
    page("/doneer/eindsprint", DONATION),
    page("/doneer/:name", DONATION), // also serves /doneer/index-oud-{name}: a route has no partial-segment params
    page("/doneer/help-de-renaissanceschool-vooruit", DONATION),
    page("/doneer/steun-slachtoffers-japanse-bezetting", DONATION),
    page("/doneer/fvd-aangeklaagd-voor-kritiek-op-immigratie-en-lhbt", DONATION),
    page("/doneer/index-oud", DONATION),
    page("/doneer/oud-oud", DONATION),
    // §2.3 Donations: thank-you pages
    page("/doneer/bedankt", DONATION_THANKS),
    page("/doneer/bedankt/afrikaners", DONATION_THANKS),
    page("/doneer/bedankt/:name", DONATION_THANKS),
    page("/doneer/bedankt/help-de-renaissanceschool-vooruit", DONATION_THANKS),
    page("/doneer/bedankt/steun-slachtoffers-japanse-bezetting", DONATION_THANKS),
    page("/doneer/bedankt/fvd-aangeklaagd-voor-kritiek-op-immigratie-en-lhbt", DONATION_THANKS),
    // Not in SPEC §2.3: the signed link in every mail about a monthly gift, to change, pause or
    // stop it; the stop links of before lead to it.
    page("/doneer/beheren/:token", GIFT_MANAGE),
    page("/doneer/stoppen/:token", GIFT_MANAGE),

    // §2.4 Comparison pages
    page("/de-verschillen-tussen-fvd-en-bbb"),
    // /{hash}: served by /:name (§2.1).
    page("/de-verschillen-tussen-fvd-en-pvv"),

    // §2.5 Content pages
    page("/auteurs/:slug", AUTHOR),
    page("/content/:slug"),
    page("/nieuws/:slug", NEWS_ARTICLE),
    page("/standpunten/:slug", POSITION),
    page("/videos/:slug", VIDEO),
    page("/fluitjes/:slug"),
    page("/petities/:slug", PETITION),
    page("/petities/:slug/bedankt", PETITION_THANKS),
    page("/mensen/:slug", PERSON),

    // §2.6 People lists
    page("/mensen/bestuur", PEOPLE_LIST),
    page("/mensen/eerste-kamer", PEOPLE_LIST),
    page("/mensen/eerste-kamer-oud", PEOPLE_LIST), // "and an old variant"
    page("/mensen/tweede-kamer", PEOPLE_LIST),
    page("/mensen/europees-parlement", PEOPLE_LIST),

    // §2.7 Regional pages
    page("/gemeentes/:gemeente", REGION),
    page("/gemeentes/:gemeente/nieuws/:slug", REGIONAL_ARTICLE),
    page("/provincies/:provincie", REGION),
    page("/provincies/:provincie/nieuws/:slug", REGIONAL_ARTICLE),
    page("/waterschappen/:waterschap", REGION),
    page("/waterschappen/:waterschap/nieuws/:slug", REGIONAL_ARTICLE),

    // §2.8 Membership
    page("/word-lid/kortings-actie/:id", MEMBERSHIP_JOIN),
    page("/lidmaatschap-upgrade/:id", MEMBERSHIP_UPGRADE),

    // §2.9 Legion, and the same set under /legioen-mgm
    ...legion("/legioen"),
    ...legion("/legioen-mgm"),

    // §2.10 Referral
    page("/member-get-member", REFERRAL_INTRO),
    page("/member-get-member/aanmaken", REFERRAL_CREATE),
    page("/member-get-member/deel-je-link", REFERRAL_SHARE),
    page("/member-get-member/doe-mee", REFERRAL_JOIN),

    // §2.11 Other entity pages
    page("/organisaties/:uuid", ORGANISATION),
    page("/producten/:uuid", PRODUCT),
    page("/products/:uuid", PRODUCT), // the same product as /producten/{uuid}
    page("/profielen/:uuid", PROFILE),

    // §2.12 Premium area (members with an active membership; the API checks) and vacancies
    page("/fi-premium", PREMIUM),
    page("/fi-premium/:slug", PREMIUM_VIDEO),
    page("/fi-premium/playlist/:slug", PREMIUM_PLAYLIST),
    page("/vacatures", OUTLET, [
      index(VACANCIES, { id: id("/vacatures/") }),
      route(":uuid", VACANCY, { id: id("/vacatures/:uuid") }),
    ]),

    // The member's own page (issue 6: membership, payments, details, export, deletion).
    page("/mijn-account", MY_ACCOUNT),

    // Not in SPEC: Wagtail's preview of a draft page, framed by the admin (?token=…; lib/preview.ts).
    page("/voorbeeld", PREVIEW),

    // §8: no route matches → 'Page not found: {fullPath}'
    route(locale === "nl" ? "*" : "en/*", NOT_FOUND, { id: id("*") }),
  ];
}

// English first: where an English path and a Dutch dynamic one rank the same ('/en/bedankt' as
// en:/:name or as nl:/:name/bedankt with name 'en'), the English route wins.
export default [
  // Resource routes outside the localized table: one address each, a Response and no page.
  route("sitemap.xml", "routes/sitemap-xml.ts", { id: "sitemap.xml" }),
  route("robots.txt", "routes/robots-txt.ts", { id: "robots.txt" }),
  ...siteRoutes("en"),
  ...siteRoutes("nl"),
] satisfies RouteConfig;
