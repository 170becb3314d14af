import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nl from "../../locales/nl.json";
import { provideMessages } from "../../locales/catalogues";
import type { MembershipOptions, Offer } from "../../lib/membership/types";
import type { SharedMarkup } from "../../lib/shared-markup";
import { countingSharedMarkup, expectRenderedInPlace, streamedPage } from "../../lib/shared-markup.testing";
import { JoinForm } from "./JoinForm";

provideMessages("nl", nl);
provideMessages("en", en);

type Props = Parameters<typeof JoinForm>[0];

const OPTIONS: MembershipOptions = {
  adult_cents: 2500,
  youth_cents: 500,
  adult_first_year_cents: 417,
  youth_first_year_cents: 84,
  first_year_until: "2026-12-31",
  first_year_months: 2,
  first_year_prorated: true,
  youth_max_age: 27,
  min_age: 14,
};
const PLAIN: Props = { options: OPTIONS, referralCode: "", idempotencyKey: "6c1d2e3f-0000-4000-8000-000000000001" };

// The form on a page as the server streams it (entry.server.tsx), with or without kept markup.
const page = (address: string, shared: SharedMarkup | null, props: Props = PLAIN) => streamedPage(address, shared, <JoinForm {...props} />);

const today = new Date().toISOString().slice(0, 10);
const DISCOUNT = { code: "voorjaar", offer: { kind: "discount", tier: "adult", price_cents: 1000, regular_cents: 2500, campaign: "Voorjaarsactie" } as Offer };
const REFUSED = { status: "error" as const, initialValue: { tier: "adult" }, error: { email: ["Vul een geldig e-mailadres in."] } };

describe("the join form the server keeps", () => {
  it("is exactly the form rendered in place, with its own key, the link's code and today's date", async () => {
    for (const [path, props] of [
      ["/word-lid", PLAIN],
      ["/en/word-lid", PLAIN],
      ["/word-lid?ref=abc-123", { ...PLAIN, referralCode: "abc-123" }],
    ] as const) {
      const inPlace = await page(path, null, props);
      expect(inPlace, path).toContain(`value="${props.idempotencyKey}"`);
      expect(inPlace, path).toContain(`max="${today}"`);
      const { shared, rendered } = countingSharedMarkup();
      expect(await page(path, shared, props), path).toBe(inPlace);
      expect(rendered, path).toHaveLength(1);
      expect(rendered[0]).not.toContain(props.idempotencyKey);
    }
    expect(await page("/word-lid?ref=abc-123", null, { ...PLAIN, referralCode: "abc-123" })).toContain('name="referral_code" value="abc-123"');
  });

  it("renders the inside once per prices and language", async () => {
    const { shared, rendered } = countingSharedMarkup();
    await page("/word-lid", shared);
    await page("/word-lid", shared, { ...PLAIN, idempotencyKey: "6c1d2e3f-0000-4000-8000-000000000002", referralCode: "x" });
    expect(rendered).toHaveLength(1);
    await page("/word-lid", shared, { ...PLAIN, options: { ...OPTIONS, first_year_months: 1, adult_first_year_cents: 209 } });
    expect(rendered).toHaveLength(2);
    await page("/en/word-lid", shared);
    expect(rendered).toHaveLength(3);
    expect(rendered[2]).toContain("First name");
  });

  it("renders in place a form with an answer of its action, a discount link's offer or campaign values", async () => {
    await expectRenderedInPlace(page, [
      ["/word-lid", { ...PLAIN, lastResult: REFUSED }, null, "Vul een geldig e-mailadres in."],
      ["/word-lid/kortings-actie/voorjaar", { ...PLAIN, offer: DISCOUNT }, null, "Voorjaarsactie"],
      ["/word-lid?utm_id=voorjaar", PLAIN, null, 'value="voorjaar"'],
    ]);
  });
});
