import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import nl from "../locales/nl.json";
import { provideMessages } from "../locales/catalogues";
import { isUntranslated, pageMeta } from "./meta";

provideMessages("en", en);
provideMessages("nl", nl);

const args = (pathname: string) => ({
  location: { pathname },
  matches: [
    {
      id: "root",
      loaderData: {
        origin: "https://example.org",
        locale: pathname.startsWith("/en") ? "en" : "nl",
        settings: { party: { name: "Forum voor Democratie", name_en: "Forum for Democracy", wordmark: "FVD", logo_url: null } },
      },
    },
  ],
});

type Tag = Record<string, string | undefined>;
const links = (tags: Tag[], rel: string) => tags.filter((tag) => tag.tagName === "link" && tag.rel === rel);
const titleOf = (tags: Tag[]) => tags.find((tag) => "title" in tag)?.title;

describe("English pages without a translation (README 'English content')", () => {
  it("is untranslated only on /en with Dutch content", () => {
    expect(isUntranslated("/en/kerst", "nl")).toBe(true);
    expect(isUntranslated("/en/privacy", "en")).toBe(false);
    expect(isUntranslated("/kerst", "nl")).toBe(false);
    expect(isUntranslated("/en/agenda", undefined)).toBe(false);
  });

  it("names the Dutch page canonical, has no English alternate and says the title is Dutch", () => {
    const tags = pageMeta(args("/en/kerst"), { title: "Kerst", contentLocale: "nl" }) as Tag[];
    expect(titleOf(tags)).toBe("Kerst (in Dutch) | Forum for Democracy");
    expect(links(tags, "canonical").map((tag) => tag.href)).toEqual(["https://example.org/kerst"]);
    const alternates = links(tags, "alternate");
    expect(alternates.map((tag) => tag.hrefLang)).toEqual(["nl", "x-default"]);
    expect(alternates.every((tag) => tag.href === "https://example.org/kerst")).toBe(true);
    expect(tags).toContainEqual({ property: "og:locale", content: "nl_NL" });
  });

  it("keeps a translated English page canonical with both alternates", () => {
    const tags = pageMeta(args("/en/privacy"), { title: "Privacy statement", contentLocale: "en" }) as Tag[];
    expect(titleOf(tags)).toBe("Privacy statement | Forum for Democracy");
    expect(links(tags, "canonical").map((tag) => tag.href)).toEqual(["https://example.org/en/privacy"]);
    expect(links(tags, "alternate").map((tag) => tag.hrefLang)).toEqual(["nl", "en", "x-default"]);
  });

  it("leaves the Dutch site as it is", () => {
    const tags = pageMeta(args("/kerst"), { title: "Kerst", contentLocale: "nl" }) as Tag[];
    expect(titleOf(tags)).toBe("Kerst | Forum voor Democratie");
    expect(links(tags, "canonical").map((tag) => tag.href)).toEqual(["https://example.org/kerst"]);
  });
});
