import { describe, expect, it } from "vitest";
import { rememberCampaign, rememberedCampaign } from "./campaign";

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("campaign tracking", () => {
  it("keeps the first utm values and never overwrites them", () => {
    const store = memoryStore();
    rememberCampaign("?utm_id=voorjaar&utm_content_id=banner-1", store);
    rememberCampaign("?utm_id=later&utm_content_id=banner-2", store);
    expect(rememberedCampaign(store)).toEqual({ utm_id: "voorjaar", utm_content_id: "banner-1" });
  });

  it("ignores empty values and cuts long ones", () => {
    const store = memoryStore();
    rememberCampaign(`?utm_id=&utm_content_id=${"x".repeat(300)}`, store);
    expect(rememberedCampaign(store)).toEqual({ utm_id: "", utm_content_id: "x".repeat(100) });
  });
});
