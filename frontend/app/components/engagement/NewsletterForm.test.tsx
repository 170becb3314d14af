import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { provideMessages } from "../../locales/catalogues";
import type { SharedMarkup } from "../../lib/shared-markup";
import { countingSharedMarkup, expectRenderedInPlace, streamedPage } from "../../lib/shared-markup.testing";
import type { Account } from "../../lib/visitor";
import { NewsletterForm } from "./NewsletterForm";

provideMessages("nl", nl);
provideMessages("en", en);

type Props = Parameters<typeof NewsletterForm>[0];

// The form on a page as the server streams it (entry.server.tsx), with or without kept markup.
const page = (address: string, shared: SharedMarkup | null, props: Props = {}, user: Account | null = null) =>
  streamedPage(address, shared, <NewsletterForm {...props} />, user);

const MEMBER = { email: "lotte@example.org", first_name: "Lotte", last_name: "Demolid", is_member: true, contact: { street: "", postal_code: "", city: "", phone: "" } } as Account;
const REFUSED = { status: "error" as const, initialValue: { email: "x" }, error: { email: ["Vul een geldig e-mailadres in."] } };

describe("the newsletter form the server keeps", () => {
  it("is exactly the form the page renders in place, so the browser hydrates it as its own", async () => {
    for (const [path, props] of [
      ["/", { action: "/nu", labelledBy: "home-newsletter-title" }],
      ["/nu", {}],
      ["/en", { action: "/en/nu", labelledBy: "home-newsletter-title" }],
      ["/en/nu", {}],
    ] as const) {
      const inPlace = await page(path, null, props);
      expect(inPlace, path).toContain('id="newsletter-email"');
      const { shared, rendered } = countingSharedMarkup();
      expect(await page(path, shared, props), path).toBe(inPlace);
      expect(rendered, path).toHaveLength(1);
    }
  });

  it("renders the inside once per language and reuses it on every page", async () => {
    const { shared, rendered } = countingSharedMarkup();
    await page("/", shared, { action: "/nu" });
    await page("/nu", shared);
    expect(rendered).toHaveLength(1);
    await page("/en/nu", shared);
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toContain("Email address");
  });

  it("renders in place a form with an answer of its action, a visitor's own details or campaign values", async () => {
    const cases: [string, Props, Account | null, string][] = [
      ["/nu", { lastResult: REFUSED }, null, "Vul een geldig e-mailadres in."],
      ["/nu", {}, MEMBER, 'value="lotte@example.org"'],
      ["/nu?utm_id=voorjaar", {}, null, 'value="voorjaar"'],
    ];
    await expectRenderedInPlace(page, cases);
  });
});
