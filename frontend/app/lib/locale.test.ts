import { describe, expect, it } from "vitest";
import { alternatePath, localeFromPath, localizePath, stripLocale } from "./locale";

describe("locale from the URL", () => {
  it.each([
    ["/", "nl"],
    ["/privacy", "nl"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/privacy", "en"],
    ["/english", "nl"],
    ["/entree", "nl"],
  ])("%s is %s", (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it("strips the /en prefix", () => {
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/en/")).toBe("/");
    expect(stripLocale("/en/doneer/bedankt")).toBe("/doneer/bedankt");
    expect(stripLocale("/entree")).toBe("/entree");
    expect(stripLocale("/")).toBe("/");
  });

  it("localizes paths both ways", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/privacy", "en")).toBe("/en/privacy");
    expect(localizePath("/en/privacy", "nl")).toBe("/privacy");
    expect(localizePath("/en/privacy", "en")).toBe("/en/privacy");
    expect(alternatePath("/nieuws", "?q=x", "en")).toBe("/en/nieuws?q=x");
  });
});
