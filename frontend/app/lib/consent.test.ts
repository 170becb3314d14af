import { describe, expect, it } from "vitest";
import { HEAD_SCRIPT, parseConsent, serializeConsent } from "./consent";

describe("cookie consent memory", () => {
  it("round-trips a choice", () => {
    const raw = serializeConsent("accepted", new Date("2025-01-02T03:04:05Z"));
    expect(JSON.parse(raw)).toEqual({ choice: "accepted", version: 1, at: "2025-01-02T03:04:05.000Z" });
    expect(parseConsent(raw)?.choice).toBe("accepted");
    expect(parseConsent(serializeConsent("refused"))?.choice).toBe("refused");
  });

  it("ignores anything else", () => {
    for (const raw of [null, "", "true", "{", '{"choice":"maybe","version":1}', '{"choice":"accepted","version":2}', "null"]) {
      expect(parseConsent(raw)).toBeNull();
    }
  });

  it("head script marks <html> from storage", () => {
    const run = (stored: string | null) => {
      const attributes: Record<string, string> = {};
      const classes: string[] = [];
      const document = {
        documentElement: {
          classList: { add: (name: string) => classes.push(name) },
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        },
      };
      const localStorage = { getItem: () => stored };
      new Function("document", "localStorage", HEAD_SCRIPT)(document, localStorage);
      return { attributes, classes };
    };
    expect(run(serializeConsent("refused")).attributes["data-cookie-consent"]).toBe("refused");
    expect(run(null).attributes).toEqual({});
    expect(run("garbage").attributes).toEqual({});
    expect(run(null).classes).toEqual(["js"]);
  });
});
