import { describe, expect, it } from "vitest";
import { hasSession, safeNext, visitorHeaders } from "../auth/session.server";
import { emailSchema, loginSchema, newPasswordSchema } from "./schema";

const messages = (key: string) => `msg:${key}`;

describe("safeNext", () => {
  it("keeps local paths and refuses other sites (every vector: lib/safe-url.test.ts)", () => {
    const url = new URL("http://localhost:3000/login");
    expect(safeNext("/fi-premium?x=1", url, "/")).toBe("/fi-premium?x=1");
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/x\r\ny", "javascript:alert(1)", "", null]) {
      expect(safeNext(bad, url, "/mijn-account")).toBe("/mijn-account");
    }
  });
});

describe("session helpers", () => {
  it("sees a session only with the session cookie", () => {
    expect(hasSession(new Request("http://x/", { headers: { cookie: "csrftoken=a; sessionid=b" } }))).toBe(true);
    expect(hasSession(new Request("http://x/", { headers: { cookie: "csrftoken=a; xsessionid=b" } }))).toBe(false);
    expect(hasSession(new Request("http://x/"))).toBe(false);
  });

  it("forwards the visitor's cookies, origin and CSRF token", () => {
    const request = new Request("http://localhost:3000/login", { headers: { cookie: "sessionid=b", host: "localhost:3000", origin: "http://localhost:3000" } });
    const headers = visitorHeaders(request, "token-1");
    expect(headers).toMatchObject({ cookie: "sessionid=b", origin: "http://localhost:3000", "x-forwarded-host": "localhost:3000", "x-csrftoken": "token-1" });
  });
});

describe("account schemas", () => {
  it("needs a valid address and a password to log in", () => {
    const result = loginSchema(messages).safeParse({ email: "geen", csrf: "t" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(["msg:email", "msg:password"]);
    expect(emailSchema(messages).safeParse({ email: "a@example.org", csrf: "t" }).success).toBe(true);
  });

  it("asks for a long enough password, typed twice the same", () => {
    const parse = (password: string, password_confirm: string) =>
      newPasswordSchema(messages).safeParse({ password, password_confirm, token: "x", csrf: "t" });
    expect(parse("kort", "kort").error?.issues[0].message).toBe("msg:passwordLength");
    expect(parse("lang-genoeg-1", "anders-123").error?.issues[0].message).toBe("msg:passwordConfirm");
    expect(parse("lang-genoeg-1", "lang-genoeg-1").success).toBe(true);
  });
});
