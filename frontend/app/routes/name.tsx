// The one top-level dynamic segment '/:name'. It serves three kinds of page that share the same
// shape of path: /{name} (SPEC §2.1), /{hash} (the comparison pages of §2.4) and the page at a
// bare identifier (uuid-like, §2.1). Until their screens exist, all three are CMS pages.
import { CmsPageView } from "../components/content/CmsPageView";
import { loadCmsPage } from "../lib/cms.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/name";

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.seo_title || loaderData?.title, description: loaderData?.search_description });
}

export default function NameRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData} />;
}
