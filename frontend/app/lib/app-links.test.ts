import { describe, expect, it } from "vitest";
import { APP_LINK_ATTRIBUTE, appLinkTarget, isActiveLink, type LinkClick } from "./app-links";

const ORIGIN = "https://partij.example";

// A stand-in for the clicked element: `closest` finds the link around it when it is one of ours.
function anchor(attributes: Record<string, string>, ours = true) {
  const element = {
    href: new URL(attributes.href ?? "/", ORIGIN).href,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (ours && selector === `a[${APP_LINK_ATTRIBUTE}]` ? element : null),
  };
  return element as unknown as EventTarget;
}

function click(target: EventTarget | null, overrides: Partial<LinkClick> = {}): LinkClick {
  return { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, target, ...overrides };
}

describe("appLinkTarget", () => {
  it("makes a plain click on one of our links a navigation to its path, search and hash", () => {
    expect(appLinkTarget(click(anchor({ href: "/nieuws?pagina=2#lijst" })), ORIGIN)).toBe("/nieuws?pagina=2#lijst");
    expect(appLinkTarget(click(anchor({ href: "/en/privacy" })), ORIGIN)).toBe("/en/privacy");
  });

  it("leaves modified and other-button clicks to the browser (new tab, window, download)", () => {
    const link = anchor({ href: "/agenda" });
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(appLinkTarget(click(link, { [modifier]: true }), ORIGIN)).toBeNull();
    }
    expect(appLinkTarget(click(link, { button: 1 }), ORIGIN)).toBeNull();
  });

  it("leaves a click some handler already took (defaultPrevented)", () => {
    expect(appLinkTarget(click(anchor({ href: "/agenda" }), { defaultPrevented: true }), ORIGIN)).toBeNull();
  });

  it("leaves links that open elsewhere or download, and other origins", () => {
    expect(appLinkTarget(click(anchor({ href: "/agenda", target: "_blank" })), ORIGIN)).toBeNull();
    expect(appLinkTarget(click(anchor({ href: "/agenda", target: "_self" })), ORIGIN)).toBe("/agenda");
    expect(appLinkTarget(click(anchor({ href: "/verslag.pdf", download: "" })), ORIGIN)).toBeNull();
    expect(appLinkTarget(click(anchor({ href: "https://elders.example/agenda" })), ORIGIN)).toBeNull();
  });

  it("leaves links that are not ours (rich text, React Router's own <Link>) and clicks on no element", () => {
    expect(appLinkTarget(click(anchor({ href: "/agenda" }, false)), ORIGIN)).toBeNull();
    expect(appLinkTarget(click(null), ORIGIN)).toBeNull();
    expect(appLinkTarget(click({} as EventTarget), ORIGIN)).toBeNull();
  });
});

describe("isActiveLink", () => {
  it("is active on its page and the pages below it, case ignored, as <NavLink>", () => {
    expect(isActiveLink("/agenda", "/agenda")).toBe(true);
    expect(isActiveLink("/agenda/debat-in-utrecht", "/agenda")).toBe(true);
    expect(isActiveLink("/Agenda", "/agenda")).toBe(true);
    expect(isActiveLink("/en/agenda", "/en/agenda")).toBe(true);
  });

  it("is not active on a page whose path merely starts with the same letters, nor elsewhere", () => {
    expect(isActiveLink("/agendas", "/agenda")).toBe(false);
    expect(isActiveLink("/nieuws", "/agenda")).toBe(false);
    expect(isActiveLink("/en/agenda", "/agenda")).toBe(false);
  });

  it("ignores the link's search and hash", () => {
    expect(isActiveLink("/agenda", "/agenda?provincie=utrecht")).toBe(true);
  });
});
