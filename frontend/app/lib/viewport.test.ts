import { describe, expect, it } from "vitest";
import { BREAKPOINTS, breakpointFor, FALLBACK_BREAKPOINT, viewportCookie, viewportFromCookie, watchViewport } from "./viewport";

describe("viewport breakpoints (SPEC §9)", () => {
  it("are the spec's widths", () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
    expect(FALLBACK_BREAKPOINT).toBe("desktop");
  });

  it.each([
    [200, "mobile"],
    [320, "mobile"],
    [374, "mobile"],
    [375, "mobileMedium"],
    [424, "mobileMedium"],
    [425, "mobileWide"],
    [767, "mobileWide"],
    [768, "tablet"],
    [1023, "tablet"],
    [1024, "desktop"],
    [1279, "desktop"],
    [1280, "desktopMedium"],
    [1599, "desktopMedium"],
    [1600, "desktopWide"],
    [3840, "desktopWide"],
  ])("%i px is %s", (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });

  it("falls back to desktop without a width", () => {
    expect(breakpointFor(undefined)).toBe("desktop");
    expect(breakpointFor(0)).toBe("desktop");
    expect(breakpointFor(Number.NaN)).toBe("desktop");
  });

  it("is remembered in the cookie 'viewport' for 365 days", () => {
    expect(viewportCookie("tablet", false)).toBe("viewport=tablet; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(viewportCookie("mobile", true)).toMatch(/; Secure$/);
    expect(viewportFromCookie("a=1; viewport=desktopWide; b=2")).toBe("desktopWide");
    expect(viewportFromCookie("viewport=huge")).toBeNull();
    expect(viewportFromCookie("myviewport=tablet")).toBeNull();
    expect(viewportFromCookie(null)).toBeNull();
  });

  it("is refreshed 50 ms after the last resize", () => {
    const timers = new Map<number, { at: number; run: () => void }>();
    let now = 0;
    let nextId = 1;
    let onResize = () => {};
    const win = {
      innerWidth: 1280,
      addEventListener: (_: "resize", listener: () => void) => void (onResize = listener),
      removeEventListener: () => {},
      setTimeout: (run: () => void, ms: number) => {
        timers.set(nextId, { at: now + ms, run });
        return nextId++;
      },
      clearTimeout: (id: number) => void timers.delete(id),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    };
    const seen: string[] = [];
    const stop = watchViewport((breakpoint) => seen.push(breakpoint), win);
    expect(seen).toEqual(["desktopMedium"]);
    win.innerWidth = 800;
    onResize();
    advance(30);
    win.innerWidth = 400;
    onResize(); // restarts the 50 ms
    advance(49);
    expect(seen).toEqual(["desktopMedium"]);
    advance(1);
    expect(seen).toEqual(["desktopMedium", "mobileMedium"]);
    win.innerWidth = 410; // same breakpoint: nothing new
    onResize();
    advance(50);
    expect(seen).toEqual(["desktopMedium", "mobileMedium"]);
    stop();
  });
});
