// /mijn-account's "My gifts": the logged-in person's running and paused recurring gifts (monthly
// gifts, a friend's yearly gift), each with its own change, pause and stop forms.
import { useTranslations } from "use-intl";
import type { RecurringGift } from "../../lib/gifts/change";
import { GiftManager, type GiftResult } from "../gifts/GiftManager";
import { LocalLink } from "../LocalLink";

export function MyGifts({ gifts, csrf, result }: { gifts: RecurringGift[]; csrf: string; result?: GiftResult | null }) {
  const t = useTranslations("gifts");
  return (
    <section className="account__section" aria-labelledby="my-gifts-title" data-testid="my-gifts">
      <h2 id="my-gifts-title">{t("mine")}</h2>
      {gifts.length === 0 ? (
        <p data-testid="no-gifts">
          {t("none")} <LocalLink to="/doneer">{t("give")}</LocalLink>
        </p>
      ) : (
        gifts.map((gift) => (
          <GiftManager key={`${gift.kind}-${gift.ref}`} gift={gift} hidden={{ intent: "gift", csrf, kind: gift.kind, ref: gift.ref }} result={result} />
        ))
      )}
    </section>
  );
}
