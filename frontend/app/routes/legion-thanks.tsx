// /legioen/gefeliciteerd and /legioen-mgm/gefeliciteerd: after joining, the welcome mail is on its way.
import { useTranslations } from "use-intl";
import { LegionFrame } from "../components/legion/LegionFrame";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { contentPageHeaders } from "../lib/http";
import { legionBase } from "../lib/legion/paths";
import { pageMeta, rootMessages } from "../lib/meta";
import type { Route } from "./+types/legion-thanks";

export function loader(args: Route.LoaderArgs) {
  checked(args);
  return { base: legionBase(args.url.pathname) };
}

export const headers = contentPageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.legion.thanks.title, noindex: true });
}

export default function LegionThanks({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("legion.thanks");
  return (
    <LegionFrame testId="legion-thanks">
      <header className="legion__header">
        <h1>{t("title")}</h1>
        <p className="legion__lead" role="status">
          {t("text")}
        </p>
      </header>
      <p>{t("noMail")}</p>
      <p className="legion__actions">
        <LocalLink to={`${loaderData.base}/toegang-dashboard`} className="button button--outline">
          {t("access")}
        </LocalLink>
      </p>
    </LegionFrame>
  );
}
