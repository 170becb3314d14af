// The legion pages have no site header or footer (SPEC §2.15): a slim bar back to the home page.
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { LocalLink } from "../LocalLink";

export function LegionFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const t = useTranslations("legion");
  return (
    <div className="legion">
      <nav className="legion__bar" aria-label={t("home")}>
        <div className="container">
          <LocalLink to="/" className="legion__home">
            {t("home")}
          </LocalLink>
        </div>
      </nav>
      <article className="legion__page container" data-testid={testId}>
        {children}
      </article>
    </div>
  );
}
