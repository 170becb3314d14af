import { describe, expect, it } from "vitest";
import { isId, isSlug, isTicketKey, isToken, isUuid, validRouteParams } from "./route-params";

describe("route parameter checks", () => {
  it("accepts uuids in either case and nothing else", () => {
    expect(isUuid("3f2b8c1e-6a4d-4c1b-9f0e-2d7a5b8c9e01")).toBe(true);
    expect(isUuid("3F2B8C1E-6A4D-4C1B-9F0E-2D7A5B8C9E01")).toBe(true);
    expect(isUuid("3f2b8c1e6a4d4c1b9f0e2d7a5b8c9e01")).toBe(false);
    expect(isUuid("3f2b8c1e-6a4d-4c1b-9f0e-2d7a5b8c9e0")).toBe(false);
    expect(isUuid("zf2b8c1e-6a4d-4c1b-9f0e-2d7a5b8c9e01")).toBe(false);
    expect(isUuid("")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it("accepts slugs of letters, digits, '-' and '_' up to 100 characters", () => {
    expect(isSlug("de-verschillen-tussen-fvd-en-bbb")).toBe(true);
    expect(isSlug("súdwest-fryslân")).toBe(true);
    expect(isSlug("artikel_2024")).toBe(true);
    expect(isSlug("a".repeat(100))).toBe(true);
    expect(isSlug("a".repeat(101))).toBe(false);
    expect(isSlug("")).toBe(false);
    expect(isSlug("met spatie")).toBe(false);
    expect(isSlug("<script>")).toBe(false);
    expect(isSlug("a.b")).toBe(false);
    expect(isSlug("a/b")).toBe(false);
    expect(isSlug("%27")).toBe(false);
  });

  it("accepts positive integer ids and uuids as ids", () => {
    expect(isId("1")).toBe(true);
    expect(isId("123456")).toBe(true);
    expect(isId("3f2b8c1e-6a4d-4c1b-9f0e-2d7a5b8c9e01")).toBe(true);
    expect(isId("0")).toBe(false);
    expect(isId("-1")).toBe(false);
    expect(isId("12a")).toBe(false);
    expect(isId("1".repeat(19))).toBe(false);
    expect(isId("abc")).toBe(false);
    expect(isId("demo-kortingsactie-welkom-2026")).toBe(true); // a link's code
    expect(isId("Xq3_k9-ZpL2mN8vR4tY7wB1c")).toBe(true);
    expect(isId("x".repeat(41))).toBe(false);
    expect(isId("code met spaties")).toBe(false);
  });

  it("accepts signed tokens", () => {
    expect(isToken("bq1x9s-1a2b3c4d5e6f7a8b9c0d")).toBe(true);
    expect(isToken("eyJhIjoxfQ:1tXyZ:abc_DEF-123")).toBe(true);
    expect(isToken("has space")).toBe(false);
    expect(isToken("<x>")).toBe(false);
    expect(isToken("x".repeat(513))).toBe(false);
  });

  it("accepts ticket page keys (URL-safe random text)", () => {
    expect(isTicketKey("Xq3_9fK-2mZpL0aBcDeFgHiJkLmNoPqR")).toBe(true);
    expect(isTicketKey("short")).toBe(false);
    expect(isTicketKey("with.dot-and-more-than-sixteen")).toBe(false);
    expect(isTicketKey("x".repeat(65))).toBe(false);
    expect(validRouteParams({ key: "y".repeat(32) })).toBe(true);
  });

  it("checks every parameter by its name", () => {
    expect(validRouteParams({})).toBe(true);
    expect(validRouteParams({ slug: "ok" })).toBe(true);
    expect(validRouteParams({ gemeente: "amsterdam", slug: "nieuws-1" })).toBe(true);
    expect(validRouteParams({ gemeente: "amsterdam", slug: "bad slug" })).toBe(false);
    expect(validRouteParams({ uuid: "not-a-uuid" })).toBe(false);
    expect(validRouteParams({ id: "42" })).toBe(true);
    expect(validRouteParams({ id: "forty two" })).toBe(false);
    expect(validRouteParams({ name: "3f2b8c1e-6a4d-4c1b-9f0e-2d7a5b8c9e01" })).toBe(true);
    expect(validRouteParams({ "*": "any/thing here" })).toBe(true);
  });

  it("fails a parameter it has no check for", () => {
    expect(validRouteParams({ unknown: "x" })).toBe(false);
  });
});
