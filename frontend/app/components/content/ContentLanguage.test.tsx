import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "use-intl";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { UntranslatedNotice, useContentLang } from "./ContentLanguage";

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
