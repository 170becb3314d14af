import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { forgetsCookies, isPersonalPage, nginxPersonalPageMap } from "./personal-pages";

const template = readFileSync(new URL("../../../deploy/nginx.conf.template", import.meta.url), "utf8");

/** nginx's map as the template holds it, run here with JavaScript's regexes (the same syntax). */
function nginxSaysPersonal(requestUri: string): boolean {
  const block = template.match(/# --- begin: personal pages[^\n]*\n([\s\S]*?)\n {4}# --- end: personal pages/)![1];
  const patterns = [...block.matchAll(/"~(.+)" 1;/g)].map((match) => new RegExp(match[1]));
  return patterns.some((pattern) => pattern.test(requestUri));
}

const PERSONAL = [
  "/mijn-account",
  "/mijn-account.data?_routes=root",
  "/en/mijn-account",
  "/login?next=%2Fnieuws",
  "/fi-premium",
  "/fi-premium/een-video",
  "/en/fi-premium/playlist/lijst",
  "/legioen/dashboard",
  "/legioen-mgm/toegang-dashboard",
  "/member-get-member/aanmaken",
  "/contributie",
  "/contributie/betalen/abc",
  "/vervroegde-contributie-niet-akkoord",
  "/agenda/inchecken",
  "/agenda/tickets/abc",
  "/account-aanmaken/abc",
  "/wachtwoord-instellen?token=x",
  "/agenda/ledenavond-utrecht?bestellen",
  "/agenda/ledenavond-utrecht?utm_source=x&bestellen=",
  "/en/agenda/ledenavond-utrecht.data?bestellen&_routes=x",
];

const CONTENT = [
  "/",
  "/nieuws/een-artikel",
  "/agenda",
  "/agenda/ledenavond-utrecht",
  "/agenda/ledenavond-utrecht?bestellenx",
  "/agenda/ledenavond-utrecht.data?_routes=root",
  "/nieuws/login",
  "/login-pagina",
  "/mijn-accountje",
  "/doneer",
  "/word-lid",
  "/member-get-member",
  "/legioen",
  "/nieuws/artikel?bestellen",
];

describe("personal pages", () => {
  it("are the account, premium, dashboards, member pages and the order form without JavaScript", () => {
    for (const address of PERSONAL) expect(isPersonalPage(address), address).toBe(true);
    for (const address of CONTENT) expect(isPersonalPage(address), address).toBe(false);
  });

  it("are the same list in nginx's configuration", () => {
    expect(template).toContain(nginxPersonalPageMap());
    for (const address of [...PERSONAL, ...CONTENT]) expect(nginxSaysPersonal(address), address).toBe(isPersonalPage(address));
  });

  it("keep their cookies; any other page's GET or HEAD loses them, a form sent keeps them", () => {
    expect(forgetsCookies("GET", "/nieuws/een-artikel")).toBe(true);
    expect(forgetsCookies("HEAD", "/agenda/ledenavond-utrecht")).toBe(true);
    expect(forgetsCookies("GET", "/mijn-account")).toBe(false);
    expect(forgetsCookies("POST", "/agenda/ledenavond-utrecht")).toBe(false);
  });
});
