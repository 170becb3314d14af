// The build accepts a stylesheet with an unclosed block and silently nests every later rule inside
// it (the whole root bundle after that point stops applying): every block must be closed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, ".");
const sheets = readdirSync(dir).filter((name) => name.endsWith(".css"));

describe("stylesheets", () => {
  it.each(sheets)("%s closes every block it opens", (name) => {
    const css = readFileSync(join(dir, name), "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/"[^"]*"|'[^']*'/g, "");
    let depth = 0;
    for (const char of css) {
      if (char === "{") depth += 1;
      if (char === "}") depth -= 1;
      expect(depth, "a '}' without its '{'").toBeGreaterThanOrEqual(0);
    }
    expect(depth, "blocks left open").toBe(0);
  });
});
