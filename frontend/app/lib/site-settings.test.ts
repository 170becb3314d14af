import { describe, expect, it } from "vitest";
import { partnerName, partyName, type PartnerSite } from "./site-settings";

const institute: PartnerSite = { key: "institute", url: "https://institute.example.org/", name: "Renaissance Instituut", name_en: "Renaissance Institute" };

describe("names from the settings in the visitor's language", () => {
  it("a partner organisation: English on /en, Dutch otherwise", () => {
    expect(partnerName(institute, "nl")).toBe("Renaissance Instituut");
    expect(partnerName(institute, "en")).toBe("Renaissance Institute");
  });

  it("falls back to the Dutch name where no English one is set", () => {
    expect(partnerName({ ...institute, name_en: "" }, "en")).toBe("Renaissance Instituut");
    expect(partyName({ name: "Partij", name_en: "", wordmark: "P", logo_url: null }, "en")).toBe("Partij");
  });
});
