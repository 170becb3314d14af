// Title, description, Open Graph and hreflang alternates for every page.
import type { MetaDescriptor } from "react-router";
import { alternatePath, LOCALES, localeFromPath, localizePath } from "./locale";

interface RootDataLike {
  origin?: string;
  messages?: { site?: { name?: string; description?: string } };
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export function rootData(matches: MetaArgsLike["matches"]): RootDataLike | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootDataLike | undefined;
}

export function pageMeta(args: MetaArgsLike, page: { title?: string; description?: string; noindex?: boolean }): MetaDescriptor[] {
  const root = rootData(args.matches);
  const siteName = root?.messages?.site?.name ?? "";
  const origin = root?.origin ?? "";
  const locale = localeFromPath(args.location.pathname);
  const title = page.title && page.title !== siteName ? `${page.title} | ${siteName}` : siteName;
  const description = page.description || root?.messages?.site?.description || "";
  const url = origin + args.location.pathname;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title || siteName },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "nl" ? "nl_NL" : "en_GB" },
  ];
  if (page.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const alternate of LOCALES) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate, href: origin + alternatePath(args.location.pathname, "", alternate) });
  }
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + localizePath(args.location.pathname, "nl") });
  return tags;
}
