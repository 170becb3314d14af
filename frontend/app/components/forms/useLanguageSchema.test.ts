import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { keptSchema } from "./useLanguageSchema";

describe("keptSchema (the server's schema per form and language)", () => {
  it("builds a form's schema once per language and gives the kept one after", () => {
    const factory = vi.fn((message: string) => z.object({ email: z.string().min(1, message) }));
    const dutch = keptSchema(factory, "Vul uw e-mailadres in.", "nl");
    expect(keptSchema(factory, "Vul uw e-mailadres in.", "nl")).toBe(dutch);
    const english = keptSchema(factory, "Enter your email address.", "en");
    expect(english).not.toBe(dutch);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(english.safeParse({ email: "" }).error?.issues[0].message).toBe("Enter your email address.");
    expect(dutch.safeParse({ email: "" }).error?.issues[0].message).toBe("Vul uw e-mailadres in.");
  });

  it("keeps each form's own schema", () => {
    const first = keptSchema(() => z.object({ a: z.string() }), undefined, "nl");
    const second = keptSchema(() => z.object({ b: z.string() }), undefined, "nl");
    expect(first).not.toBe(second);
  });
});
