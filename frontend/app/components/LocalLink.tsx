// An internal link that stays on the visitor's site: '/privacy' becomes '/en/privacy' in English.
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useLocale } from "use-intl";
import { type Locale, localizePath } from "../lib/locale";

export function useLocalePath(): (path: string) => string {
  const locale = useLocale() as Locale;
  return (path: string) => localizePath(path, locale);
}

export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...props} />;
}

export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const localize = useLocalePath();
  return <NavLink to={localize(to)} {...props} />;
}
