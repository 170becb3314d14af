import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { provideMessages } from "../../locales/catalogues";
import type { SharedMarkup } from "../../lib/shared-markup";
import { countingSharedMarkup, expectRenderedInPlace, streamedPage } from "../../lib/shared-markup.testing";
import type { Account } from "../../lib/visitor";
import { DonationForm } from "./DonationForm";

provideMessages("nl", nl);
provideMessages("en", en);

type Props = Parameters<typeof DonationForm>[0];

const CAMPAIGN: Props = {
  suggestedCents: [1000, 2500, 5000, 10000],
  allowMonthly: true,
  anonymousMaxCents: 100_000,
  yearlyMaxCents: 10_000_000,
  idempotencyKey: "0b5e7a54-0000-4000-8000-000000000001",
};

// The form on a page as the server streams it (entry.server.tsx), with or without kept markup.
const page = (address: string, shared: SharedMarkup | null, props: Props = CAMPAIGN, user: Account | null = null) =>
  streamedPage(address, shared, <DonationForm {...props} />, user);

const MEMBER = { email: "lotte@example.org", first_name: "Lotte", last_name: "Demolid", is_member: true, contact: { street: "", postal_code: "", city: "", phone: "" } } as Account;
const REFUSED = { status: "error" as const, initialValue: { amount: "other" }, error: { other_amount: ["Vul een bedrag in."] } };

describe("the donation form the server keeps", () => {
  it("is exactly the form rendered in place, its own one-time key included", async () => {
    for (const path of ["/doneer", "/en/doneer"]) {
      const inPlace = await page(path, null);
      expect(inPlace, path).toContain(`name="idempotency_key" value="${CAMPAIGN.idempotencyKey}"`);
      const { shared, rendered } = countingSharedMarkup();
      expect(await page(path, shared), path).toBe(inPlace);
      expect(rendered, path).toHaveLength(1);
      expect(rendered[0]).not.toContain(CAMPAIGN.idempotencyKey);
    }
  });

  it("renders the inside once per campaign's amounts and language, each page with its own key", async () => {
    const { shared, rendered } = countingSharedMarkup();
    const second = { ...CAMPAIGN, idempotencyKey: "0b5e7a54-0000-4000-8000-000000000002" };
    await page("/doneer", shared);
    const again = await page("/doneer", shared, second);
    expect(rendered).toHaveLength(1);
    expect(again).toContain(`value="${second.idempotencyKey}"`);
    expect(again).not.toContain(CAMPAIGN.idempotencyKey);
    await page("/doneer", shared, { ...CAMPAIGN, suggestedCents: [500, 1500] });
    expect(rendered).toHaveLength(2);
    expect(rendered[1]).toContain('value="1500"');
    await page("/en/doneer", shared);
    expect(rendered).toHaveLength(3);
    expect(rendered[2]).toContain("First name");
  });

  it("renders in place a form with an answer of its action, a visitor's own details or campaign values", async () => {
    const cases: [string, Props, Account | null, string][] = [
      ["/doneer", { ...CAMPAIGN, lastResult: REFUSED }, null, "Vul een bedrag in."],
      ["/doneer", CAMPAIGN, MEMBER, 'value="lotte@example.org"'],
      ["/doneer?utm_id=voorjaar", CAMPAIGN, null, 'value="voorjaar"'],
    ];
    await expectRenderedInPlace(page, cases);
  });
});
