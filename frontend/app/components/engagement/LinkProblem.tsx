// A confirmation or unsubscribe link that did not work: tampered with or unknown, or too old.
import { useTranslations } from "use-intl";
import type { LinkProblem as Problem } from "../../lib/engagement/api.server";
import { LocalLink } from "../LocalLink";

export function LinkProblem({ problem, again }: { problem: Problem; again?: { to: string; label: string } }) {
  const t = useTranslations("engagement.link");
  return (
    <div data-testid="link-problem" data-problem={problem}>
      <h1 className="article__title">{problem === "expired" ? t("expiredTitle") : t("invalidTitle")}</h1>
      <p className="article__intro" role="alert">
        {problem === "expired" ? t("expiredText") : t("invalidText")}
      </p>
      <p className="article__actions">
        {again ? (
          <LocalLink to={again.to} className="button button--primary">
            {again.label}
          </LocalLink>
        ) : null}{" "}
        <LocalLink to="/contact" className="button button--outline">
          {t("contact")}
        </LocalLink>
      </p>
    </div>
  );
}
