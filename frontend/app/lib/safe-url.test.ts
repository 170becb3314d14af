// The same vectors as the backend's pytest (backend/core/tests/test_safe_url.py): the port must give
// Django's own answer ('django', recorded and checked against Django there) and ours ('safe').
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isSafeRedirect, safeRedirectTarget, urlHasAllowedHostAndScheme } from "./safe-url";

interface Vector {
  url: string;
  safe: boolean;
  django: boolean;
  why: string;
  allowed_hosts?: string[];
  require_https?: boolean;
}
const fixture = JSON.parse(readFileSync(new URL("../../../backend/core/tests/safe_redirect_vectors.json", import.meta.url), "utf8")) as {
  allowed_hosts: string[];
  cases: Vector[];
};
const label = (c: Vector) => JSON.stringify(c.url).slice(0, 60);

describe("urlHasAllowedHostAndScheme (Django's, ported)", () => {
  it.each(fixture.cases.map((c) => [label(c), c] as const))("%s", (_, c) => {
    expect(urlHasAllowedHostAndScheme(c.url, c.allowed_hosts ?? fixture.allowed_hosts, c.require_https ?? false), c.why).toBe(c.django);
  });
});

describe("isSafeRedirect", () => {
  it.each(fixture.cases.map((c) => [label(c), c] as const))("%s", (_, c) => {
    expect(isSafeRedirect(c.url, c.allowed_hosts ?? fixture.allowed_hosts, c.require_https ?? false), c.why).toBe(c.safe);
  });
});

describe("safeRedirectTarget", () => {
  const site = new URL("http://localhost:3000/login");
  it("keeps a target on the visitor's own host and refuses the rest", () => {
    expect(safeRedirectTarget("/agenda/ledenavond-utrecht?x=1", site, "/mijn-account")).toBe("/agenda/ledenavond-utrecht?x=1");
    expect(safeRedirectTarget("http://localhost:3000/x", site, "/")).toBe("http://localhost:3000/x");
    expect(safeRedirectTarget("http://127.0.0.1:3000/x", site, "/")).toBe("/");
    expect(safeRedirectTarget("/\t/evil.example", site, "/")).toBe("/");
    expect(safeRedirectTarget(null, site, "/mijn-account")).toBe("/mijn-account");
  });

  it("gives a value a header can carry (Node refuses CR/LF and characters above U+00FF)", () => {
    expect(safeRedirectTarget(" /zoeken?q=café 1 ", site, "/")).toBe("/zoeken?q=caf%C3%A9%201");
    expect(safeRedirectTarget("/\u2028x", site, "/")).toBe("/%E2%80%A8x");
    expect(safeRedirectTarget("/x\r\nSet-Cookie: a=1", site, "/")).toBe("/");
  });

  it("needs https for an absolute address when the visitor came over https", () => {
    const secure = new URL("https://example.org/login");
    expect(safeRedirectTarget("http://example.org/x", secure, "/")).toBe("/");
    expect(safeRedirectTarget("https://example.org/x", secure, "/")).toBe("https://example.org/x");
  });
});
