// The CMS page at this path: generic and landing pages, comparison pages (§2.4), fluitjes, the press
// page, /content/{slug}.
import { CmsPageView } from "../components/content/CmsPageView";
import { loadCmsPage } from "../lib/cms.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/cms-page";

export async function loader(args: Route.LoaderArgs) {
  return loadCmsPage(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.seo_title || loaderData?.title, description: loaderData?.search_description, contentLocale: loaderData?.locale });
}

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData} />;
}
