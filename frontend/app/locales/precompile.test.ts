// The built app formats precompiled catalogues with use-intl's format-only formatter
// (vite.config.ts); the unit tests and the catalogues' authors use the full ICU formatter. Every
// text of both catalogues must come out the same both ways, for several argument values.
import { createElement, isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { _createCache, _createIntlFormatters, type RichTranslationValues } from "use-intl";
import formatFull from "use-intl/format-message";
import formatPrecompiled from "use-intl/format-message/format-only";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import nl from "./nl.json";
import { type Catalogue, precompileCatalogue } from "./precompile";

function leaves(tree: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

// Every {argument} gets the number (plurals, numbers, and as text); every <tag> wraps its chunks.
function values(message: string, n: number): RichTranslationValues {
  const result: RichTranslationValues = {};
  for (const [, name] of message.matchAll(/\{\s*(\w+)/g)) result[name] = n;
  for (const [, tag] of message.matchAll(/<(\w+)>/g)) result[tag] = (chunks: ReactNode) => createElement("b", { "data-tag": tag }, chunks);
  return result;
}

const asText = (output: unknown) =>
  Array.isArray(output)
    ? renderToStaticMarkup(createElement("span", null, ...(output as ReactNode[])))
    : isValidElement(output)
      ? renderToStaticMarkup(output)
      : String(output);

describe.each([
  ["nl", nl],
  ["en", en],
])("the %s catalogue, precompiled", (locale, catalogue) => {
  const compiled = new Map(leaves(precompileCatalogue(catalogue as Catalogue)));
  const options = { cache: _createCache(), formatters: _createIntlFormatters(_createCache()), locale, timeZone: "Europe/Amsterdam" };

  it("reads the same as the full formatter's, text by text", () => {
    const differences: string[] = [];
    const texts = leaves(catalogue);
    for (const [key, message] of texts) {
      for (const n of [0, 1, 2, 21]) {
        const args = values(message as string, n);
        const full = asText(formatFull(key, message as string, args, options as never));
        const fast = asText(formatPrecompiled(key, compiled.get(key) as never, args, options as never));
        if (fast !== full) differences.push(`${key} (${n}): ${JSON.stringify(fast)} instead of ${JSON.stringify(full)}`);
      }
    }
    expect(texts.length).toBeGreaterThan(500);
    expect(differences).toEqual([]);
  });
});
