import { describe, expect, it } from "vitest";
import { installJsonConsole, installPlainConsole, jsonLine, scrub } from "./server-log";

// The site's links with a secret, shaped as the backend makes them (backend/core/tests/test_log_masks.py).
const LINKS: [string, string][] = [
  ["MTI.d0xk2a-0123456789abcdef0123456789abcdef", "/account-aanmaken/MTI.d0xk2a-0123456789abcdef0123456789abcdef"],
  ["MTI.d0xk2a-fedcba9876543210fedcba9876543210", "/en/account-aanmaken/MTI.d0xk2a-fedcba9876543210fedcba9876543210"],
  ["abcdefghijklmnop_qrstuvwxyzabcdef", "/agenda/tickets/abcdefghijklmnop_qrstuvwxyzabcdef"],
  ["abcdefghijklmnop_qrstuvwxyzabcdeg", "/api/tickets/abcdefghijklmnop_qrstuvwxyzabcdeg/ics"],
  ["demo-vriend-wordt-lid-2026", "/lidmaatschap-upgrade/demo-vriend-wordt-lid-2026"],
  ["kortingscode-voorjaar", "/word-lid/kortings-actie/kortingscode-voorjaar"],
  ["Ab3_kq9ZxLm2", "/api/legion/referral/codes/Ab3_kq9ZxLm2"],
  ["tr_demo_0123456789abcdef", "/api/payments/demo/tr_demo_0123456789abcdef"],
];

describe("scrub", () => {
  it("removes addresses, e-mail addresses, query strings and tokens", () => {
    const out = scrub(
      "lid@example.org from 81.204.12.34 and 2a02:a46f:85a3:8d3:1319:8a2e::7 GET /zoeken?q=abortus " +
        "/agenda/tickets/Xy7_aBc9dEf0GhIjKlMnOpQrStUv /nieuwsbrief-afmelden/eyJuIjo1fQ:1rA2bC:abcDEF123ghiJKL456mnoPQR " +
        "/lidmaatschap-upgrade/123e4567-e89b-12d3-a456-426614174000",
    );
    for (const secret of ["lid@", "12.34", "1319", "abortus", "Xy7_aBc9", "eyJuIjo1fQ", "426614174000"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("81.204.12.0");
    expect(out).toContain("2a02:a46f:85a3::");
    expect(out).toContain("/zoeken?[query]");
    expect(out).toContain("/agenda/tickets/[token]");
  });

  it("masks every link of the shared list, whatever the secret's shape", () => {
    for (const [secret, path] of LINKS) {
      const out = scrub(`GET http://localhost:3000${path} failed, referer "http://localhost:3000${path}"`);
      expect(out, path).not.toContain(secret);
      expect(out).toContain("[token]");
    }
    expect(scrub("bad link MTI.d0xk2a-0123456789abcdef0123456789abcdef.")).toBe("bad link [token].");
  });

  it("keeps what is not personal", () => {
    const text = "at 12:30:45 GET /nieuws/verkiezingsprogramma-2026-2030 took 12.5 ms [26/Nov/2026:17:08:33 +0100]";
    expect(scrub(text)).toBe(text);
    const servers = "listening on http://127.0.0.1:8400, upstream 10.0.3.7:8000, [::1]:3400, fd00::5";
    expect(scrub(servers)).toBe(servers);
  });
});

describe("jsonLine", () => {
  it("writes one JSON object with the error's scrubbed stack", () => {
    const line = jsonLine("ERROR", ["session:", new Error("no user lid@example.org")], new Date("2026-03-18T20:00:00Z"));
    expect(line).not.toContain("\n");
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ time: "2026-03-18T20:00:00.000Z", level: "ERROR", logger: "frontend", message: "session: no user [email]" });
    expect(entry.exception).toContain("Error: no user [email]");
  });

  it("replaces the console methods", () => {
    const lines: string[] = [];
    const original = { ...console };
    try {
      installJsonConsole((line) => lines.push(line));
      console.warn("Site settings: falling back to defaults: %s", "fetch http://81.204.3.9:8400/api/x?token=1 failed");
    } finally {
      Object.assign(console, original);
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: "WARNING", message: "Site settings: falling back to defaults: fetch http://81.204.3.0:8400/api/x?[query] failed" });
  });

  it("scrubs the plain console of `make run` too", () => {
    const out: string[] = [];
    const err: string[] = [];
    const original = { ...console };
    try {
      installPlainConsole((line) => out.push(line), (line) => err.push(line));
      console.log("ready");
      console.error(`${LINKS[0][1]}: backend answered 404`);
    } finally {
      Object.assign(console, original);
    }
    expect(out).toEqual(["ready"]);
    expect(err).toEqual(["/account-aanmaken/[token]: backend answered 404"]);
  });
});
