import { describe, expect, it } from "vitest";
import {
  ALL,
  analyticsAllowed,
  choiceOf,
  COOKIE_CONSENT_KEY,
  FINGERPRINT_FLAG_KEY,
  fingerprintAllowed,
  HEAD_SCRIPT,
  NONE,
  parseConsent,
  readConsent,
  serializeConsent,
  storeConsent,
} from "./consent";

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe("the consent manager's memory", () => {
  it("round-trips every choice with its purposes, version and time", () => {
    const raw = serializeConsent(ALL, new Date("2025-01-02T03:04:05Z"));
    expect(JSON.parse(raw)).toEqual({ choice: "accepted", analytics: true, advertising: true, version: 2, at: "2025-01-02T03:04:05.000Z" });
    expect(parseConsent(serializeConsent(NONE))?.choice).toBe("refused");
    const custom = parseConsent(serializeConsent({ analytics: true, advertising: false }));
    expect(custom).toMatchObject({ choice: "custom", analytics: true, advertising: false });
  });

  it("names the choice after the purposes", () => {
    expect(choiceOf(ALL)).toBe("accepted");
    expect(choiceOf(NONE)).toBe("refused");
    expect(choiceOf({ analytics: false, advertising: true })).toBe("custom");
  });

  it("ignores anything else, including answers to an older version of the banner", () => {
    for (const raw of [
      null,
      "",
      "true",
      "{",
      "null",
      '{"choice":"accepted","version":1}', // the banner before purposes existed: ask again
      '{"choice":"accepted","version":2,"analytics":true}',
      '{"choice":"accepted","version":2,"analytics":true,"advertising":false}', // inconsistent
      '{"choice":"maybe","version":2,"analytics":true,"advertising":true}',
    ]) {
      expect(parseConsent(raw), String(raw)).toBeNull();
    }
  });

  it("mirrors the advertising purpose into the GDPR-fingerprint:accepted flag", () => {
    const store = memoryStore();
    storeConsent(ALL, store);
    expect(store.items.get(FINGERPRINT_FLAG_KEY)).toBe("true");
    expect(readConsent(store)?.choice).toBe("accepted");
    storeConsent({ analytics: true, advertising: false }, store);
    expect(store.items.get(FINGERPRINT_FLAG_KEY)).toBe("false");
    expect(readConsent(store)?.choice).toBe("custom");
  });

  it("allows the fingerprint and pixel only when the flag equals the string 'true'", () => {
    expect(fingerprintAllowed(memoryStore({ [FINGERPRINT_FLAG_KEY]: "true" }))).toBe(true);
    for (const value of ["false", "TRUE", "1", "yes", " true", ""]) {
      expect(fingerprintAllowed(memoryStore({ [FINGERPRINT_FLAG_KEY]: value })), value).toBe(false);
    }
    expect(fingerprintAllowed(memoryStore())).toBe(false);
    // The flag alone counts, whatever the banner answer says.
    expect(fingerprintAllowed(memoryStore({ [COOKIE_CONSENT_KEY]: serializeConsent(ALL) }))).toBe(false);
    expect(fingerprintAllowed(null)).toBe(false);
  });

  it("allows analytics only once the stored answer says so", () => {
    expect(analyticsAllowed(memoryStore())).toBe(false);
    expect(analyticsAllowed(memoryStore({ [COOKIE_CONSENT_KEY]: serializeConsent(NONE) }))).toBe(false);
    expect(analyticsAllowed(memoryStore({ [COOKIE_CONSENT_KEY]: serializeConsent({ analytics: true, advertising: false }) }))).toBe(true);
    expect(analyticsAllowed(memoryStore({ [FINGERPRINT_FLAG_KEY]: "true" }))).toBe(false);
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
    expect(run(serializeConsent(NONE)).attributes["data-cookie-consent"]).toBe("refused");
    expect(run(serializeConsent({ analytics: false, advertising: true })).attributes["data-cookie-consent"]).toBe("custom");
    expect(run('{"choice":"accepted","version":1}').attributes).toEqual({});
    expect(run(null).attributes).toEqual({});
    expect(run("garbage").attributes).toEqual({});
    expect(run(null).classes).toEqual(["js"]);
  });
});
