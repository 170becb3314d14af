// The call for council candidates beside a donation page (/doneer-gemeenteraad): to the form.
import { useTranslations } from "use-intl";
import { LocalLink } from "../LocalLink";

export function CandidateAside() {
  const t = useTranslations("applications.candidate");
  return (
    <aside className="candidate-aside" aria-labelledby="candidate-aside-title" data-testid="candidate-aside">
      <h2 id="candidate-aside-title" className="candidate-aside__title">
        {t("asideTitle")}
      </h2>
      <p>{t("asideText")}</p>
      <LocalLink to="/kandidatenlijst" className="button button--primary">
        {t("asideLink")}
      </LocalLink>
    </aside>
  );
}
