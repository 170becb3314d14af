import { describe, expect, it } from "vitest";
import { SHARE_NETWORKS, absoluteUrl, shareHref } from "./share";

const url = "https://example.org/petities/red-het-bos/bedankt?utm_id=a&b=c";
const title = "Red het bos & de wei: teken nu!";

describe("share links", () => {
  it("put the encoded address and title in each network's share page", () => {
    expect(shareHref("whatsapp", url, title)).toBe(
      "https://wa.me/?text=Red%20het%20bos%20%26%20de%20wei%3A%20teken%20nu!%20https%3A%2F%2Fexample.org%2Fpetities%2Fred-het-bos%2Fbedankt%3Futm_id%3Da%26b%3Dc",
    );
    expect(shareHref("telegram", url, title)).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=Red%20het%20bos%20%26%20de%20wei%3A%20teken%20nu!`,
    );
    expect(shareHref("x", url, title)).toBe(`https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`);
    expect(shareHref("facebook", url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  });

  it("write an e-mail with the title as subject and the address in the body", () => {
    const href = shareHref("email", url, title);
    expect(href.startsWith("mailto:?subject=")).toBe(true);
    expect(href).not.toContain("+");
    const params = new URLSearchParams(href.slice("mailto:?".length));
    expect(params.get("subject")).toBe(title);
    expect(params.get("body")).toBe(`${title}\n\n${url}`);
  });

  it("never let the address break out of its parameter", () => {
    const tricky = "https://example.org/?a=1&text=spam#frag";
    for (const network of SHARE_NETWORKS) {
      const href = new URL(shareHref(network, tricky, "t"));
      const values = [...href.searchParams.values()].join(" ");
      expect(values).toContain(tricky);
      expect(href.hash).toBe("");
    }
  });

  it("share only the address when there is no title", () => {
    expect(shareHref("whatsapp", url, "")).toBe(`https://wa.me/?text=${encodeURIComponent(url)}`);
  });

  it("make paths absolute on the site's origin", () => {
    expect(absoluteUrl("/petities/a/bedankt", "https://example.org")).toBe("https://example.org/petities/a/bedankt");
    expect(absoluteUrl("https://other.example/x", "https://example.org")).toBe("https://other.example/x");
  });
});
