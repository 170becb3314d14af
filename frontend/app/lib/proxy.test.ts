import { describe, expect, it } from "vitest";
import { bodyLimitFor, proxySettingsFromEnv, statusFor } from "./proxy.server";

describe("the Node proxy's settings", () => {
  const settings = proxySettingsFromEnv({});

  it("limits a body per path: small for the API, larger where uploads go", () => {
    expect(bodyLimitFor(settings, "/api/members/me/details")).toBe(256 * 1024);
    expect(bodyLimitFor(settings, "/api/applications/contact")).toBe(8 * 1024 * 1024);
    expect(bodyLimitFor(settings, "/cms/images/multiple/add/")).toBe(25 * 1024 * 1024);
    expect(bodyLimitFor(settings, "/cms")).toBe(25 * 1024 * 1024);
    expect(bodyLimitFor(settings, "/documents/1/x.pdf")).toBe(256 * 1024);
  });

  it("reads the limits and timeouts from the environment, and refuses nonsense", () => {
    const custom = proxySettingsFromEnv({ API_MAX_JSON_BODY_BYTES: "1000", PROXY_READ_TIMEOUT_MS: "1500" });
    expect(bodyLimitFor(custom, "/api/x")).toBe(1000);
    expect(custom.readTimeoutMs).toBe(1500);
    expect(settings.connectTimeoutMs).toBe(2000);
    expect(() => proxySettingsFromEnv({ PROXY_READ_TIMEOUT_MS: "soon" })).toThrow(/PROXY_READ_TIMEOUT_MS/);
  });

  it("answers a refused connection 503, a timeout 504, anything else 502", () => {
    expect(statusFor(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(503);
    expect(statusFor(Object.assign(new Error("x"), { code: "ETIMEDOUT" }))).toBe(504);
    expect(statusFor(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))).toBe(502);
  });
});
