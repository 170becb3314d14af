import { describe, expect, it } from "vitest";
import { anonymousHeaders, visitorHeaders } from "./session.server";

const request = new Request("http://localhost:3000/doneren", {
  headers: { cookie: "sessionid=abc; csrftoken=tok", "x-forwarded-for": "203.0.113.9", host: "localhost:3000" },
});

describe("API call headers", () => {
  it("never forward the visitor's cookies for a public anonymous form", () => {
    const headers = anonymousHeaders(request);
    expect(headers.cookie).toBeUndefined();
    expect(headers["x-csrftoken"]).toBeUndefined();
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(headers.origin).toBe("http://localhost:3000");
  });

  it("forward the cookies with the CSRF token when acting on the session", () => {
    const headers = visitorHeaders(request, "token");
    expect(headers.cookie).toBe("sessionid=abc; csrftoken=tok");
    expect(headers["x-csrftoken"]).toBe("token");
  });
});

describe("Accept-Language", () => {
  it("names the locale of the page the call comes from: the visitor's mails are written in it", () => {
    const english = new Request("http://localhost:3000/en/doneren", { headers: { "accept-language": "nl-NL,nl;q=0.9", host: "localhost:3000" } });
    expect(anonymousHeaders(english)["accept-language"]).toBe("en");
    expect(visitorHeaders(english, "token")["accept-language"]).toBe("en");
    expect(anonymousHeaders(request)["accept-language"]).toBe("nl");
  });
});

describe("Referer", () => {
  it("never goes to Django: a page's address may hold a token", () => {
    const page = new Request("http://localhost:3000/account-aanmaken/MTI.d0xk2a-0123456789abcdef0123456789abcdef", {
      headers: { referer: "http://localhost:3000/wachtwoord-instellen?token=MTI.d0xk2a-0123456789abcdef0123456789abcdef", host: "localhost:3000" },
    });
    for (const headers of [anonymousHeaders(page), visitorHeaders(page, "token")]) {
      expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain("referer");
      expect(JSON.stringify(headers)).not.toContain("0123456789abcdef");
    }
  });
});
