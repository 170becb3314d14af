// 'Door Anna de Vries en Bert Jansen': author names joined the locale's way, optionally as links.
import { Fragment, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { AuthorOut } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";

// One list formatter per language, made on first use: building an Intl.ListFormat costs far more
// than formatting with one, and every article, list card and author page shows names.
const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
    listFormats.set(locale, format);
  }
  return format;
}

export function AuthorNames({ authors, links = false }: { authors: AuthorOut[]; links?: boolean }) {
  const t = useTranslations("news");
  const locale = useLocale();
  if (authors.length === 0) return null;
  const names = authors.map((author) => author.name);
  // formatToParts keeps the locale's separators ('A, B en C' / 'A, B and C') around our elements.
  const parts = listFormat(locale).formatToParts(names);
  let index = 0;
  const joined: ReactNode[] = parts.map((part, i) => {
    if (part.type === "literal") return <Fragment key={i}>{part.value}</Fragment>;
    const author = authors[index++];
    return links ? (
      <LocalLink key={i} to={`/auteurs/${author.slug}`} rel="author" data-testid="author-link">
        {author.name}
      </LocalLink>
    ) : (
      <Fragment key={i}>{author.name}</Fragment>
    );
  });
  // 'Door {names}': split the message around the placeholder so the names can be elements.
  const [before, after = ""] = t("by", { names: "\u0000" }).split("\u0000");
  return (
    <span className="authors">
      {before}
      {joined}
      {after}
    </span>
  );
}
