// A discount or upgrade link that shows no offer: unknown (404), or used or expired (410, with the
// API's reason). It never names anybody.
import { useTranslations } from "use-intl";
import { LocalLink } from "../LocalLink";

export function OfferProblem({ status, message }: { status: 404 | 410; message: string }) {
  const t = useTranslations("membership.offer");
  const gone = status === 410;
  return (
    <article className="article container" data-testid="offer-problem" data-status={status}>
      <h1 className="article__title">{gone ? t("goneTitle") : t("unknownTitle")}</h1>
      <p className="article__intro">{gone ? message || t("goneText") : t("unknownText")}</p>
      <p className="article__actions">
        <LocalLink to="/word-lid" className="button button--primary">{t("join")}</LocalLink>
        <LocalLink to="/contact" className="button button--outline">{t("contact")}</LocalLink>
      </p>
    </article>
  );
}
