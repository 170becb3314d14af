import { describe, expect, it } from "vitest";
import { navigationTarget } from "./navigation";

const ORIGIN = "https://partij.example";

describe("navigation targets", () => {
  it("resolves absolute paths and query changes against the current page", () => {
    expect(navigationTarget("/agenda/debat?x=1#tickets", "/nieuws", ORIGIN)?.href).toBe(`${ORIGIN}/agenda/debat?x=1#tickets`);
    expect(navigationTarget("?q=klimaat", "/nieuws?q=a", ORIGIN)?.href).toBe(`${ORIGIN}/nieuws?q=klimaat`);
  });

  it("leaves history steps, hash jumps, relative paths and other hosts to React Router", () => {
    expect(navigationTarget(-1, "/nieuws", ORIGIN)).toBeNull();
    expect(navigationTarget("#top", "/nieuws", ORIGIN)).toBeNull();
    expect(navigationTarget("bedankt", "/doneer", ORIGIN)).toBeNull();
    expect(navigationTarget("//elders.example/x", "/", ORIGIN)).toBeNull();
  });
});
