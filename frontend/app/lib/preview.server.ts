// The preview page's call to the backend: the draft a signed, short-lived token names. Server-only.
import { api } from "./api/client.server";
import type { components } from "./api/schema";
import { type LoaderArgsLike, answer, pageNotFound, signalFor } from "./content/call.server";

type Schemas = components["schemas"];
export type PreviewAnswer =
  | Schemas["HomePreviewOut"]
  | Schemas["CmsPreviewOut"]
  | Schemas["ArticlePreviewOut"]
  | Schemas["RegionalArticlePreviewOut"]
  | Schemas["PositionPreviewOut"]
  | Schemas["VideoPreviewOut"]
  | Schemas["PetitionPreviewOut"]
  | Schemas["PetitionsPreviewOut"]
  | Schemas["EventPreviewOut"]
  | Schemas["AgendaPreviewOut"]
  | Schemas["DonationPreviewOut"]
  | Schemas["PremiumVideoPreviewOut"]
  | Schemas["PremiumPlaylistPreviewOut"]
  | Schemas["PersonPreviewOut"]
  | Schemas["PeopleListPreviewOut"]
  | Schemas["RegionPreviewOut"]
  | Schemas["VacancyPreviewOut"]
  | Schemas["AuthorPreviewOut"];

/** No token, or one the backend does not accept (tampered, expired, unknown): the 404 page. */
export async function loadPreview(args: LoaderArgsLike): Promise<PreviewAnswer> {
  const token = args.url.searchParams.get("token");
  if (!token || token.length > 255) throw pageNotFound(args.url);
  return answer(args.url, () => api.GET("/api/preview", { params: { query: { token } }, signal: signalFor(args.request) }));
}
