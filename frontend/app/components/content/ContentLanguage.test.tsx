import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { createRoutesStub } from "react-router";
import { ArticleGrid } from "./ArticleCard";
import { contentLangOf, UntranslatedNotice, useContentLang } from "./ContentLanguage";
import { PositionCard } from "./PositionCard";

function Page({ contentLocale }: { contentLocale: string }) {
  const lang = useContentLang(contentLocale);
  return (
    <article lang={lang}>
      <UntranslatedNotice contentLocale={contentLocale} />
      <h1>Kerst</h1>
    </article>
  );
}

const render = (locale: "nl" | "en", contentLocale: string) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={locale === "en" ? en : nl} timeZone="Europe/Amsterdam">
      <Page contentLocale={contentLocale} />
    </IntlProvider>,
  );

describe("content shown in Dutch on the English site", () => {
  it("is marked lang=nl under an English notice", () => {
    const html = render("en", "nl");
    expect(html).toContain('<article lang="nl">');
    expect(html).toContain("This page has not been translated into English yet");
  });

  it("has no notice and no lang of its own when translated, or on the Dutch site", () => {
    for (const html of [render("en", "en"), render("nl", "nl")]) {
      expect(html).toContain("<article><h1>");
      expect(html).not.toContain("untranslated-notice");
    }
  });
});

describe("Dutch items in an English list", () => {
  const article = (locale: "nl" | "en", title: string) => ({
    slug: title.toLowerCase(),
    title,
    intro: `${title} intro`,
    locale,
    publish_on: "2026-01-02T10:00:00Z",
    website: "default" as const,
    image: null,
    authors: [],
  });
  const list = (siteLocale: "nl" | "en") => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <IntlProvider locale={siteLocale} messages={siteLocale === "en" ? en : nl} timeZone="Europe/Amsterdam">
            <ArticleGrid articles={[article("en", "Translated"), article("nl", "Onvertaald")]} />
            <PositionCard position={{ slug: "zorg", title: "Zorg", intro: "Over zorg", image: null, locale: "nl" }} />
          </IntlProvider>
        ),
      },
    ]);
    return renderToStaticMarkup(<Stub />);
  };

  it("carry lang=nl on their title and intro on /en, the translated ones nothing", () => {
    const html = list("en");
    expect(html).toMatch(/<h2 class="card__title" lang="nl"><a[^>]*>Onvertaald<\/a><\/h2><p class="card__intro" lang="nl">Onvertaald intro/);
    expect(html).toMatch(/<h2 class="card__title" lang="nl"><a[^>]*>Zorg<\/a><\/h2><p class="card__intro" lang="nl">Over zorg/);
    expect(html).toMatch(/<h2 class="card__title"><a[^>]*>Translated<\/a><\/h2><p class="card__intro">Translated intro/);
  });

  it("are unmarked on the Dutch site", () => {
    expect(list("nl")).not.toContain('lang="nl"');
  });

  it("contentLangOf answers as the hook", () => {
    expect(contentLangOf("en", "nl")).toBe("nl");
    expect(contentLangOf("en", "en")).toBeUndefined();
    expect(contentLangOf("nl", "nl")).toBeUndefined();
  });
});
