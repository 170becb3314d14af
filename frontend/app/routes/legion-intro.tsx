// /legioen and /legioen-mgm (SPEC §2.9): what the legion is, leading to the join form of the same
// set (a recruit link's ?ref= travels along). Editors may give the page a body in the CMS; it then
// shows above the call to join.
import { useTranslations } from "use-intl";
import { StreamField } from "../components/content/StreamField";
import { LegionFrame } from "../components/legion/LegionFrame";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { contentPageHeaders } from "../lib/http";
import { optionalCmsPage } from "../lib/legion/api.server";
import { legionBase, refFrom, withRef } from "../lib/legion/paths";
import { pageMeta, rootMessages } from "../lib/meta";
import { normalizePath } from "../lib/shell-layout";
import type { Route } from "./+types/legion-intro";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const page = await optionalCmsPage(args.request, normalizePath(args.url.pathname), locale);
  return { page, base: legionBase(args.url.pathname), ref: refFrom(args.url) };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const texts = rootMessages(matches)?.legion.intro;
  return pageMeta({ location, matches }, { title: loaderData?.page?.title || texts?.title, description: loaderData?.page?.search_description || texts?.lead });
}

export default function LegionIntro({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("legion.intro");
  const { page, base, ref } = loaderData;
  return (
    <LegionFrame testId="legion-intro">
      <header className="legion__header">
        <h1>{page?.title || t("title")}</h1>
        <p className="legion__lead">{page?.intro || t("lead")}</p>
      </header>
      {ref ? <p className="legion__invited">{t("invited")}</p> : null}
      {page?.body.length ? (
        <StreamField blocks={page.body} heroAsTitle={false} />
      ) : (
        <ul className="legion__points">
          <li>{t("point1")}</li>
          <li>{t("point2")}</li>
          <li>{t("point3")}</li>
        </ul>
      )}
      <p className="legion__actions">
        <LocalLink to={`${base}/doe-mee${withRef(ref)}`} className="button button--primary legion__cta" data-testid="legion-cta">
          {t("cta")}
        </LocalLink>
        <LocalLink to={`${base}/toegang-dashboard`} className="legion__secondary">
          {t("already")}
        </LocalLink>
      </p>
    </LegionFrame>
  );
}
