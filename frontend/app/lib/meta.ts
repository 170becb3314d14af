// Title, description, Open Graph and hreflang alternates for every page.
import type { MetaDescriptor } from "react-router";
import { createTranslator } from "use-intl";
import { messagesOf } from "../locales/catalogues";
import type { Messages } from "../locales/types";
import { alternatePath, type Locale, LOCALES, localeFromPath, localizePath } from "./locale";
import { DEFAULT_SITE_SETTINGS, type Party, partyName, partyValues } from "./site-settings";

interface RootDataLike {
  origin?: string;
  locale?: Locale;
  settings?: { party?: Party };
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export function rootData(matches: MetaArgsLike["matches"]): RootDataLike | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootDataLike | undefined;
}

/** The visitor's message catalogue (in the root loader's locale), for a route's meta. */
export function rootMessages(matches: MetaArgsLike["matches"]): Messages | undefined {
  const locale = rootData(matches)?.locale;
  return locale ? messagesOf(locale) : undefined;
}

/** The party's identity from the root loader (Settings → Partij-identiteit). */
export function rootParty(matches: MetaArgsLike["matches"]): Party {
  return rootData(matches)?.settings?.party ?? DEFAULT_SITE_SETTINGS.party;
}

/** A text of the visitor's catalogue for a route's meta, by its full key ('news.intro'), with the
 * party's name filled in where the text names it; undefined when the catalogue is not here. */
export function rootText(matches: MetaArgsLike["matches"], key: string): string | undefined {
  const locale = rootData(matches)?.locale;
  const messages = rootMessages(matches);
  if (!locale || !messages) return undefined;
  const t = createTranslator({ locale, messages, onError: () => undefined });
  const text = (t as unknown as (key: string, values: Record<string, string>) => string)(key, partyValues(rootParty(matches), locale));
  return text === key ? undefined : text;
}

interface PageMetaOptions {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** og:type; 'website' unless given ('article' for news articles). */
  type?: string;
  /** The share image (og:image, twitter:image): a site path or an absolute URL. */
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
  /** A query string that belongs to the page's address ('?pagina=2'), kept in og:url and canonical. */
  search?: string;
  /** The page's own (Dutch) path when the URL is an alias of it, as /products/{uuid} is of /producten/{uuid}. */
  path?: string;
  /** The language of the page's content as the API answers it ('nl' on /en when it has no translation). */
  contentLocale?: string;
}

/** On the English site, content without an English translation (shown in Dutch: README "English content"). */
export function isUntranslated(pathname: string, contentLocale: string | undefined): boolean {
  return localeFromPath(pathname) === "en" && contentLocale === "nl";
}

export function pageMeta(args: MetaArgsLike, page: PageMetaOptions): MetaDescriptor[] {
  const root = rootData(args.matches);
  const origin = root?.origin ?? "";
  const locale = localeFromPath(args.location.pathname);
  const siteName = partyName(rootParty(args.matches), locale);
  const untranslated = isUntranslated(args.location.pathname, page.contentLocale);
  // An untranslated page's Dutch title is never presented as English: it says it is in Dutch.
  const messages = rootMessages(args.matches);
  const pageTitle =
    page.title && untranslated && messages
      ? createTranslator({ locale, messages, namespace: "site" })("untranslatedTitle", { title: page.title })
      : page.title;
  const title = pageTitle && page.title !== siteName ? `${pageTitle} | ${siteName}` : siteName;
  const description = page.description || rootText(args.matches, "site.description") || "";
  const pathname = page.path ? localizePath(page.path, locale) : args.location.pathname;
  const url = origin + pathname + (page.search ?? "");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: pageTitle || siteName },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "nl" || untranslated ? "nl_NL" : "en_GB" },
  ];
  if (page.image?.url) {
    const imageUrl = /^https?:\/\//i.test(page.image.url) ? page.image.url : origin + page.image.url;
    tags.push({ property: "og:image", content: imageUrl });
    if (page.image.width) tags.push({ property: "og:image:width", content: String(page.image.width) });
    if (page.image.height) tags.push({ property: "og:image:height", content: String(page.image.height) });
    if (page.image.alt) tags.push({ property: "og:image:alt", content: page.image.alt });
    tags.push({ name: "twitter:card", content: "summary_large_image" }, { name: "twitter:image", content: imageUrl });
  } else if (page.type === "article") {
    tags.push({ name: "twitter:card", content: "summary_large_image" });
  }
  if (page.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  if (untranslated) {
    // The Dutch page is the one to index: no English alternate for content that has none.
    const dutch = origin + localizePath(pathname, "nl") + (page.search ?? "");
    tags.push({ tagName: "link", rel: "canonical", href: dutch });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "nl", href: dutch });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: dutch });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const alternate of LOCALES) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate, href: origin + alternatePath(pathname, page.search ?? "", alternate) });
  }
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + localizePath(args.location.pathname, "nl") + (page.search ?? "") });
  return tags;
}
