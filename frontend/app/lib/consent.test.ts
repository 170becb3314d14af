import { describe, expect, it, vi } from "vitest";
import {
  ALL,
  analyticsAllowed,
  choiceOf,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_VERSION,
  FINGERPRINT_FLAG_KEY,
  fingerprintAllowed,
  HEAD_SCRIPT,
  NONE,
  parseConsent,
  readConsent,
  serializeConsent,
  storeConsent,
} from "./consent";
import { sendFingerprint } from "./tracking/fingerprint";

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
    const current = serializeConsent(ALL);
    expect(fingerprintAllowed(memoryStore({ [COOKIE_CONSENT_KEY]: current, [FINGERPRINT_FLAG_KEY]: "true" }))).toBe(true);
    for (const value of ["false", "TRUE", "1", "yes", " true", ""]) {
      expect(fingerprintAllowed(memoryStore({ [COOKIE_CONSENT_KEY]: current, [FINGERPRINT_FLAG_KEY]: value })), value).toBe(false);
    }
    expect(fingerprintAllowed(memoryStore())).toBe(false);
    // An answer without the flag is not enough either.
    expect(fingerprintAllowed(memoryStore({ [COOKIE_CONSENT_KEY]: current }))).toBe(false);
    expect(fingerprintAllowed(null)).toBe(false);
  });

  it("counts the flag only beside a current stored answer that allows advertising", () => {
    const flag = { [FINGERPRINT_FLAG_KEY]: "true" };
    // No answer at all: the banner is asking.
    expect(fingerprintAllowed(memoryStore(flag))).toBe(false);
    // An answer to an older version of the banner: asked again, silent until answered.
    const older = JSON.stringify({ ...JSON.parse(serializeConsent(ALL)), version: COOKIE_CONSENT_VERSION - 1 });
    expect(fingerprintAllowed(memoryStore({ ...flag, [COOKIE_CONSENT_KEY]: older }))).toBe(false);
    // A current answer that refused advertising outweighs a flag set by hand.
    expect(fingerprintAllowed(memoryStore({ ...flag, [COOKIE_CONSENT_KEY]: serializeConsent({ analytics: true, advertising: false }) }))).toBe(false);
    // Answering again brings it back.
    const store = memoryStore({ ...flag, [COOKIE_CONSENT_KEY]: older });
    storeConsent(ALL, store);
    expect(fingerprintAllowed(store)).toBe(true);
  });

  it("sends no pixel event and computes no visitor identifier on a stale flag", async () => {
    const stale = memoryStore({ [FINGERPRINT_FLAG_KEY]: "true" });
    const visitorId = vi.fn(async () => "v".repeat(32));
    const post = vi.fn(async () => undefined);
    const sent = await sendFingerprint(`?uuid=${"1".repeat(8)}`, { allowed: () => fingerprintAllowed(stale), visitorId, post });
    expect([sent, visitorId.mock.calls.length, post.mock.calls.length]).toEqual([false, 0, 0]);
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
