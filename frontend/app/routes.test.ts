import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { PARAM_VALIDATORS } from "./lib/route-params";
import routes from "./routes";

function flatten(entries: RouteConfigEntry[], parent = ""): { id: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const self = { id: entry.id ?? "", path: entry.index ? path : path, file: entry.file };
    return [self, ...flatten(entry.children ?? [], path)];
  });
}

const all = flatten(routes as RouteConfigEntry[]);
const nl = all.filter((r) => r.id.startsWith("nl:"));
const en = all.filter((r) => r.id.startsWith("en:"));

// Every path of SPEC §2 (with the spec's {param} written as :param).
const SPEC_PATHS = `
/ /index-oud /15maart /1euro /404 /account-aanmaken /account-aanmaken/:token /algemene-voorwaarden /allesopalles
/anbi /asiel-check /belasting /campagne-oud /contact /content /contributie /crypto /device-info /doneer-gemeenteraad
/:name /:name/bedankt /ep-2024 /eu-regels /forumwijzer /hoe-verwijder-ik-mijn-account /kandidatenlijst /kerst
/kiescollege /landingspagina.old /login /niet-stemmer /nieuws /nieuwsbrief-bedankt /nieuwsbrief-bevestigen /nu
/petitie-voor-vrede /petities /privacy /registreer-bedankt /standpunten /vervroegde-contributie
/vervroegde-contributie-niet-akkoord /videos /vrienden /vrienden/bedankt /wachtwoord-instellen /wachtwoord-vergeten
/word-actief /word-lid /word-lid/index-old /gemeentes /provincies /waterschappen /vacatures /embeds/playlist /_backup_index
/agenda /agenda/:slug /agenda/bedankt /agenda/bevestigen /agenda/bevestigen/:token /agenda/index.old
/doneer /doneer/afrikaners /doneer/beveiliging /doneer/eindsprint /doneer/:name /doneer/help-de-renaissanceschool-vooruit
/doneer/steun-slachtoffers-japanse-bezetting /doneer/fvd-aangeklaagd-voor-kritiek-op-immigratie-en-lhbt /doneer/index-oud
/doneer/oud-oud /doneer/bedankt /doneer/bedankt/afrikaners /doneer/bedankt/:name /doneer/bedankt/help-de-renaissanceschool-vooruit
/doneer/bedankt/steun-slachtoffers-japanse-bezetting /doneer/bedankt/fvd-aangeklaagd-voor-kritiek-op-immigratie-en-lhbt
/de-verschillen-tussen-fvd-en-bbb /de-verschillen-tussen-fvd-en-pvv
/auteurs/:slug /content/:slug /nieuws/:slug /standpunten/:slug /videos/:slug /fluitjes/:slug /petities/:slug
/petities/:slug/bedankt /mensen/:slug
/mensen/bestuur /mensen/eerste-kamer /mensen/eerste-kamer-oud /mensen/tweede-kamer /mensen/europees-parlement
/gemeentes/:gemeente /gemeentes/:gemeente/nieuws/:slug /provincies/:provincie /provincies/:provincie/nieuws/:slug
/waterschappen/:waterschap /waterschappen/:waterschap/nieuws/:slug
/word-lid/kortings-actie/:id /lidmaatschap-upgrade/:id
/legioen /legioen/doe-mee /legioen/gefeliciteerd /legioen/dashboard /legioen/toegang-dashboard
/legioen-mgm /legioen-mgm/doe-mee /legioen-mgm/gefeliciteerd /legioen-mgm/dashboard /legioen-mgm/toegang-dashboard
/member-get-member /member-get-member/aanmaken /member-get-member/deel-je-link /member-get-member/doe-mee
/organisaties/:uuid /producten/:uuid /products/:uuid /profielen/:uuid
/fi-premium /fi-premium/:slug /fi-premium/playlist/:slug /vacatures/:uuid
`
  .split(/\s+/)
  .filter(Boolean);

describe("route table", () => {
  it("has unique route ids", () => {
    const ids = all.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("holds every path of SPEC §2 on the Dutch site", () => {
    const paths = new Set(nl.map((r) => r.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it("mirrors the Dutch table under /en", () => {
    const mirrored = nl.map((r) => (r.path === "/" ? "/en" : `/en${r.path}`)).sort();
    expect(en.map((r) => r.path).sort()).toEqual(mirrored);
    expect(en.map((r) => r.id.slice(3)).sort()).toEqual(nl.map((r) => r.id.slice(3)).sort());
  });

  it("ends each site with a catch-all", () => {
    expect(nl.find((r) => r.id === "nl:*")?.path).toBe("/*");
    expect(en.find((r) => r.id === "en:*")?.path).toBe("/en/*");
  });

  it("has a check for every parameter name", () => {
    const names = new Set(all.flatMap((r) => [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1])));
    for (const name of names) expect(PARAM_VALIDATORS[name], name).toBeTypeOf("function");
  });

  it("serves /404 and the catch-all with the 404 module", () => {
    expect(nl.find((r) => r.path === "/404")?.file).toBe("routes/not-found.tsx");
    expect(nl.find((r) => r.path === "/:name")?.file).toBe("routes/cms-page.tsx");
  });
});
