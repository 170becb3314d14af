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
