// The message catalogues are compiled when the app is built (vite.config.ts), so the browser gets
// them ready to format and needs no ICU parser: use-intl's format-only formatter (icu-minify, under
// 1 KB) instead of intl-messageformat and its parser (about 9 KB gzip on every first load).
// Texts without arguments stay plain strings; the others become icu-minify's compact arrays.
import compile from "icu-minify/compile";

export type Catalogue = { [key: string]: string | Catalogue };

export function precompileCatalogue(catalogue: Catalogue): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, typeof value === "string" ? compile(value) : precompileCatalogue(value)]),
  );
}
