// The premium routes' meta: the page's own title and description once the member sees it, the
// area's name on the members-only page; never indexed.
import type { MetaDescriptor } from "react-router";
import { pageMeta, rootMessages } from "../meta";

type MetaArgs = Parameters<typeof pageMeta>[0];

interface PremiumLoaderData {
  membersOnly: boolean;
  page?: { title: string; seo_title: string; intro: string; search_description: string };
}

export function premiumMeta(args: MetaArgs, loaderData: PremiumLoaderData | undefined): MetaDescriptor[] {
  const premium = rootMessages(args.matches)?.premium;
  const page = loaderData?.page;
  return pageMeta(args, {
    title: page ? page.seo_title || page.title : premium?.title,
    description: page ? page.search_description || page.intro : premium?.intro,
    noindex: true,
  });
}
