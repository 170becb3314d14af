import { describe, expect, it } from "vitest";
import { isActiveLink } from "./active-link";

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
