// The header's 'Ingelogd als …' (SPEC §6): the member's own page instead of the login, for a browser
// with the signed-in hint (lib/signed-in.ts). Its own chunk: an anonymous visit never loads it, nor
// the private call behind it (lib/visitor.ts).
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { useVisitor } from "../../lib/visitor";
import { LocalNavLink } from "../LocalLink";

/** `login`: the login link, shown until (or unless) the private call names a user. */
export function AccountItem({ login }: { login: ReactNode }) {
  const t = useTranslations("nav");
  const user = useVisitor().user;
  const here = useLocation().pathname;
  if (!user) return login;
  return (
    <li className="main-nav__item">
      <LocalNavLink to="/mijn-account" here={here} className="main-nav__link main-nav__user" data-testid="nav-account" title={user.email}>
        {t("loggedInAs", { name: user.first_name || user.email })}
      </LocalNavLink>
    </li>
  );
}
