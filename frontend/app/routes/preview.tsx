// /voorbeeld?token=… (and /en/voorbeeld): Wagtail's preview of a draft page or snippet (backend
// content/preview.py). The admin's preview panel frames this page; it renders the draft with the
// page type's own route component and meta, as the live page would show the published version.
// Without a valid, fresh token it is the 404 page. Never cached, never indexed; only the admin
// (same origin) may frame it (entry.server.tsx).
import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";
import { NO_STORE, PRIVATE_NO_STORE } from "../lib/http";
import { type PreviewAnswer, loadPreview } from "../lib/preview.server";
import type { Route } from "./+types/preview";
import { loadCvRule } from "../lib/applications/api.server";
import { homeEvents } from "../lib/content/home-page.server";
import { regionPageData } from "../lib/content/region-page.server";
import Agenda, { meta as agendaMeta } from "./agenda";
import Author, { meta as authorMeta } from "./author";
import CmsPage, { meta as cmsMeta } from "./cms-page";
import Donation, { meta as donationMeta } from "./donation";
import Event, { meta as eventMeta } from "./event";
import Home, { meta as homeMeta } from "./home";
import PeopleList, { meta as peopleListMeta } from "./people-list";
import Person, { meta as personMeta } from "./person";
import NewsArticle, { meta as articleMeta } from "./news-article";
import Petition, { meta as petitionMeta } from "./petition";
import Petitions, { meta as petitionsMeta } from "./petitions";
import Position, { meta as positionMeta } from "./position";
import PremiumPlaylist, { meta as premiumPlaylistMeta } from "./premium-playlist";
import PremiumVideo, { meta as premiumVideoMeta } from "./premium-video";
import Region, { meta as regionMeta } from "./region";
import RegionalArticle, { meta as regionalArticleMeta } from "./regional-article";
import Vacancy, { meta as vacancyMeta } from "./vacancy";
import Video, { meta as videoMeta } from "./video";

export const PREVIEW_HEADERS = { "Cache-Control": PRIVATE_NO_STORE, "X-Robots-Tag": "noindex, nofollow" };

// React Router hands a route module's component the loader data of the route being rendered (its
// build wraps each default export), so this loader answers exactly what the page type's own
// loader would, plus the kind that picks the component.
export async function loader(args: Route.LoaderArgs): Promise<PreviewData> {
  const preview = await loadPreview(args);
  return { ...(await routeData(preview, args)), previewKind: preview.kind };
}

type PreviewData = Record<string, unknown> & { previewKind: PreviewAnswer["kind"] };

export const headers: Route.HeadersFunction = ({ errorHeaders }) => (errorHeaders ? { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" } : PREVIEW_HEADERS);

/** What the page type's (or snippet's) own loader adds to the API's answer, for a draft. */
async function routeData(preview: PreviewAnswer, args: Route.LoaderArgs): Promise<Record<string, unknown>> {
  switch (preview.kind) {
    case "home":
      return { page: preview.data, events: await homeEvents(args) };
    case "region":
      return regionPageData(preview.data, args);
    case "vacancy":
      // The application form is shown as visitors see it; applying needs the published vacancy.
      return { vacancy: preview.data, rule: await loadCvRule(args.request), sent: false, idempotencyKey: "preview" };
    case "author":
      // Its pages of articles are the live author page's.
      return { list: preview.data, path: `/auteurs/${preview.data.author.slug}` };
    case "event":
      return { event: preview.data, openOnLoad: false, csrfToken: "" };
    case "agenda":
      return { list: preview.data, filters: { type: null, province: null } };
    case "donation":
      // The form is shown as visitors see it; a gift needs the published page.
      return { ...preview.data, candidateAside: preview.data.page.path === "/doneer-gemeenteraad", idempotencyKey: "preview" };
    case "premium_video":
    case "premium_playlist":
      return { membersOnly: false, page: preview.data };
    default:
      return { ...preview.data };
  }
}

// The route modules' components and meta, by kind.
type RouteMeta = (args: { loaderData: unknown; location: Route.MetaArgs["location"]; matches: Route.MetaArgs["matches"] }) => MetaDescriptor[] | undefined;
interface PageRoute {
  Component: ComponentType;
  meta: RouteMeta;
}
const pageRoute = <P, M>(Component: ComponentType<P>, meta: (args: M) => MetaDescriptor[] | undefined): PageRoute => ({
  Component: Component as unknown as ComponentType,
  meta: meta as unknown as RouteMeta,
});
const ROUTES: Record<PreviewAnswer["kind"], PageRoute> = {
  home: pageRoute(Home, homeMeta),
  cms: pageRoute(CmsPage, cmsMeta),
  article: pageRoute(NewsArticle, articleMeta),
  regional_article: pageRoute(RegionalArticle, regionalArticleMeta),
  position: pageRoute(Position, positionMeta),
  video: pageRoute(Video, videoMeta),
  petition: pageRoute(Petition, petitionMeta),
  petitions: pageRoute(Petitions, petitionsMeta),
  event: pageRoute(Event, eventMeta),
  agenda: pageRoute(Agenda, agendaMeta),
  donation: pageRoute(Donation, donationMeta),
  premium_video: pageRoute(PremiumVideo, premiumVideoMeta),
  premium_playlist: pageRoute(PremiumPlaylist, premiumPlaylistMeta),
  person: pageRoute(Person, personMeta),
  people_list: pageRoute(PeopleList, peopleListMeta),
  region: pageRoute(Region, regionMeta),
  vacancy: pageRoute(Vacancy, vacancyMeta),
  author: pageRoute(Author, authorMeta),
};

export function meta({ loaderData, location, matches }: Route.MetaArgs): MetaDescriptor[] {
  const shown = loaderData ? (ROUTES[loaderData.previewKind].meta({ loaderData, location, matches }) ?? []) : [];
  // Not the page's address: no canonical or alternates, no robots of its own.
  const kept = shown.filter((tag) => !("tagName" in tag && tag.tagName === "link") && !("name" in tag && tag.name === "robots"));
  return [...kept, { name: "robots", content: "noindex, nofollow" }];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { Component } = ROUTES[loaderData.previewKind];
  return (
    <div data-testid="preview" data-preview-kind={loaderData.previewKind}>
      <Component />
    </div>
  );
}
