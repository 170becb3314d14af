// The premium area to a logged-in visitor without an active membership (the API's 403): what the
// area is, and the two ways in: joining, or paying the dues of a lapsed membership.
import { useTranslations } from "use-intl";
import { LocalLink } from "../LocalLink";
import "../../styles/premium.css";

const WAYS_IN = [
  { text: "membersOnlyJoin", to: "/word-lid", label: "join", style: "button--primary" },
  { text: "membersOnlyDues", to: "/contributie", label: "payDues", style: "button--outline" },
] as const;

export function MembersOnly() {
  const t = useTranslations("premium");
  return (
    <section className="members-only container" data-testid="premium-members-only">
      <p className="article__kicker">{t("title")}</p>
      <h1>{t("membersOnlyTitle")}</h1>
      <p className="members-only__text">{t("membersOnlyText")}</p>
      <ul className="members-only__ways">
        {WAYS_IN.map(({ text, to, label, style }) => (
          <li key={to}>
            <p>{t(text)}</p>
            <LocalLink to={to} className={`button ${style}`}>
              {t(label)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
