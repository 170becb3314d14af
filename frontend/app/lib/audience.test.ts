import { describe, expect, it } from "vitest";
import { AUDIENCE_COUNTS } from "./audience";
import { formatNumber } from "./format/number";

describe("audience counts (SPEC §9)", () => {
  it("holds the spec's numbers", () => {
    expect(Object.fromEntries(AUDIENCE_COUNTS.map(({ channel, count }) => [channel, count]))).toEqual({
      facebook: 285_000, instagram: 55_000, youtube: 150_000, twitter: 135_000,
      telegram: 30_000, tiktok: 10_000, newsletter: 120_000, members: 60_000,
    });
  });

  it("formats them the spec's way in Dutch", () => {
    expect(formatNumber(285_000, "nl")).toBe("285.000");
    expect(formatNumber(60_000, "en")).toBe("60,000");
  });
});
