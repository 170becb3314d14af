import { describe, expect, it } from "vitest";
import en from "./en.json";
import nl from "./nl.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value !== "object" || value === null) return [String(value)];
  return Object.values(value).flatMap(leaves);
}

describe("locale catalogues", () => {
  it("nl.json and en.json have identical key sets", () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
  });

  it("have no empty texts", () => {
    for (const text of [...leaves(nl), ...leaves(en)]) expect(text.trim()).not.toBe("");
  });

  it("address the Dutch visitor as 'u', never 'je', 'jij', 'jouw' or 'jou'", () => {
    const informal = /\b(je|jij|jouw|jou|jezelf)\b/i;
    expect(leaves(nl).filter((text) => informal.test(text))).toEqual([]);
  });

  it("name the party only through its identity setting ('{party}', '{wordmark}'), never by a name of their own", () => {
    const named = /Forum voor Democratie|Forum for Democracy|\bFVD\b(?! International)/;
    // JFVD and FVD International are partner organisations' own names (the partner sites' labels).
    expect([...leaves(nl), ...leaves(en)].filter((text) => named.test(text))).toEqual([]);
  });

  it("end every form message alike, with a full stop (or a question or exclamation mark)", () => {
    // Every 'errors' namespace, and the forms' own messages; SPEC §8's 'There has been an error' is exact.
    const messages = (catalogue: unknown) =>
      keys(catalogue)
        .filter((key) => /(^|\.)errors\./.test(key) && key !== "agenda.order.errors.generic")
        .map((key) => [key, key.split(".").reduce((value: unknown, part) => (value as Record<string, unknown>)[part], catalogue)]);
    for (const catalogue of [nl, en]) {
      const unfinished = messages(catalogue).filter(([, text]) => !/[.?!]$/.test(String(text).trim()));
      expect(unfinished).toEqual([]);
    }
    expect(messages(nl).length).toBeGreaterThan(50);
  });

  it("use the spec's exact Dutch wording", () => {
    expect(nl.error.notFoundTitle).toBe("Pagina niet gevonden");
    expect(nl.error.unknownTitle).toBe("Oeps er is een onbekende fout opgetreden");
    expect(nl.error.backToHome).toBe("Terug naar de homepagina");
    expect(nl.header.councilSmall).toBe("Aanmelden als kandidaat-raadslid");
    expect(nl.header.councilLarge).toBe("Aanmelden als raadslid");
    // With the party's wordmark (Settings → Partij-identiteit) filled in: 'FVD' by default.
    expect(nl.election.today).toBe("Ga vandaag stemmen en stem {wordmark}!");
    expect(nl.page.readMore).toBe("LEES MEER");
    expect(nl.page.close).toBe("SLUITEN");
    expect(en.price.free).toBe("Free");
    expect([nl.footer.english, nl.footer.merchandise, nl.footer.doneer, nl.footer.wordLid, nl.footer.wordActief, nl.footer.nieuwsbrief]).toEqual(
      ["English", "Merchandise", "Doneer", "Word Lid", "Word actief", "Nieuwsbrief"],
    );
  });
});
