import { describe, expect, it, vi } from "vitest";
import { loadMessages, messagesOf, provideMessages } from "./catalogues";
import nl from "./nl.json";

describe("message catalogues", () => {
  it("gives what was provided, and nothing for a locale not loaded", () => {
    provideMessages("nl", nl);
    expect(messagesOf("nl")).toBe(nl);
    expect(messagesOf("en")).toBeUndefined();
    return expect(loadMessages("nl", () => Promise.reject(new Error("never fetched")))).resolves.toBe(nl);
  });

  it("refuses outside a build, where no catalogue file exists", async () => {
    const fetchJson = vi.fn();
    await expect(loadMessages("en", fetchJson)).rejects.toThrow("No message catalogue for 'en'");
    expect(fetchJson).not.toHaveBeenCalled();
  });
});

describe("message catalogues in a build", () => {
  it("fetches a file once, and again after a failure", async () => {
    vi.resetModules();
    vi.stubGlobal("__MESSAGE_CATALOGUES__", { nl: "/assets/messages-nl-1.json", en: "/assets/messages-en-2.json" });
    const fresh = await import("./catalogues");
    const failing = vi.fn().mockRejectedValue(new Error("offline"));
    await expect(fresh.loadMessages("en", failing)).rejects.toThrow("offline");
    const english = { site: { name: "The party" } };
    const working = vi.fn().mockResolvedValue(english);
    const [first, second] = await Promise.all([fresh.loadMessages("en", working), fresh.loadMessages("en", working)]);
    expect(first).toBe(english);
    expect(second).toBe(english);
    expect(working).toHaveBeenCalledTimes(1);
    expect(working).toHaveBeenCalledWith("/assets/messages-en-2.json");
    expect(fresh.messagesOf("en")).toBe(english);
    vi.unstubAllGlobals();
  });
});
