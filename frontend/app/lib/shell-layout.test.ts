import { describe, expect, it } from "vitest";
import { shellLayout } from "./shell-layout";

const UUID = "3f2b8c1e-6a4d-4c1b-9f0e-2d7a5b8c9e01";

describe("header and footer visibility (SPEC §2.15, §2.13)", () => {
  it.each([
    "/asiel-check",
    "/asiel-check/stap-2",
    "/petitie-voor-vrede",
    "/petitie-voor-vrede/bedankt",
    "/legioen",
    "/legioen/doe-mee",
    "/legioen/dashboard",
    "/legioen-mgm", // plain prefix match: the duplicated legion set counts too
    "/legioen-mgm/gefeliciteerd",
    "/1euro",
    "/demonisering",
    "/content",
    "/content/een-artikel",
    "/embeds/playlist",
    "/belasting",
    "/crypto",
    "/forumwijzer",
    "/doneer/oud-oud",
    "/en/legioen",
    "/en/belasting",
    "/en/content/x",
  ])("hides header and footer on %s", (path) => {
    const layout = shellLayout(path);
    expect(layout.header).toBe(false);
    expect(layout.footer).toBe(false);
    expect(layout.mobileMenu).toBe(false);
  });

  it.each([
    "/",
    "/en",
    "/privacy",
    "/contact",
    "/doneer",
    "/doneer/bedankt",
    "/kerst",
    "/agenda",
    "/nieuws/iets",
    "/belasting/iets", // only the exact page /belasting is header-less
    "/cryptografie",
    "/en/privacy",
    `/${UUID}`,
  ])("shows header and footer on %s", (path) => {
    const layout = shellLayout(path);
    expect(layout.header).toBe(true);
    expect(layout.footer).toBe(true);
    expect(layout.layout).toBe("default");
  });
});

describe("layout flags (SPEC §2.13)", () => {
  it("uses no layout at all on /doneer/oud-oud and /forumwijzer", () => {
    expect(shellLayout("/doneer/oud-oud").layout).toBe("bare");
    expect(shellLayout("/forumwijzer").layout).toBe("bare");
    expect(shellLayout("/en/forumwijzer").layout).toBe("bare");
    expect(shellLayout("/doneer/oud").layout).toBe("default");
    expect(shellLayout("/belasting").layout).toBe("default");
  });

  it("keeps a discreet way home where the header is hidden, except in embeds (issue 24)", () => {
    for (const path of ["/belasting", "/crypto", "/forumwijzer", "/asiel-check", "/content/x", "/en/legioen", "/doneer/oud-oud"]) {
      expect(shellLayout(path).homeMark, path).toBe(true);
    }
    for (const path of ["/", "/en", "/agenda", "/embeds/agenda"]) expect(shellLayout(path).homeMark, path).toBe(false);
  });

  it("wraps /belasting in a flex wrapper, nothing else", () => {
    expect(shellLayout("/belasting").flexWrapper).toBe(true);
    expect(shellLayout("/en/belasting").flexWrapper).toBe(true);
    expect(shellLayout("/crypto").flexWrapper).toBe(false);
    expect(shellLayout("/").flexWrapper).toBe(false);
  });

  it("ignores a trailing slash and a query string", () => {
    expect(shellLayout("/belasting/").flexWrapper).toBe(true);
    expect(shellLayout("/forumwijzer?x=1").layout).toBe("bare");
  });
});

describe("mobile main menu", () => {
  it.each(["/doneer", "/kerst", `/${UUID}`, "/en/doneer", `/en/${UUID}`])("is hidden on %s", (path) => {
    expect(shellLayout(path).mobileMenu).toBe(false);
    expect(shellLayout(path).header).toBe(true);
  });

  it.each(["/", "/doneer/bedankt", "/kerstmarkt", "/privacy", `/organisaties/${UUID}`, "/abc"])(
    "is shown on %s",
    (path) => expect(shellLayout(path).mobileMenu).toBe(true),
  );
});

describe("footer button row", () => {
  it("shows on desktop only on /doneer", () => {
    expect(shellLayout("/doneer").footerButtons).toBe("desktop");
    expect(shellLayout("/en/doneer").footerButtons).toBe("desktop");
    expect(shellLayout("/doneer/bedankt").footerButtons).toBe("all");
    expect(shellLayout("/").footerButtons).toBe("all");
  });
});

describe("council member button", () => {
  it("shows everywhere except home", () => {
    expect(shellLayout("/").councilButton).toBe(false);
    expect(shellLayout("/en").councilButton).toBe(false);
    expect(shellLayout("/en/").councilButton).toBe(false);
    expect(shellLayout("/privacy").councilButton).toBe(true);
    expect(shellLayout("/index-oud").councilButton).toBe(true);
  });
});
