// /member-get-member (SPEC §2.10): how a member recruits members, leading to /aanmaken. Editors may
// give the page a body in the CMS; it then shows above the call to action.
import { useTranslations } from "use-intl";
import { StreamField } from "../components/content/StreamField";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { contentPageHeaders } from "../lib/http";
import { optionalCmsPage } from "../lib/legion/api.server";
import { pageMeta, rootMessages } from "../lib/meta";
import { normalizePath } from "../lib/shell-layout";
import type { Route } from "./+types/referral-intro";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  return { page: await optionalCmsPage(args.request, normalizePath(args.url.pathname), locale) };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const texts = rootMessages(matches)?.referral.intro;
  return pageMeta({ location, matches }, { title: loaderData?.page?.title || texts?.title, description: loaderData?.page?.search_description || texts?.lead });
}

export default function ReferralIntro({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("referral.intro");
  const { page } = loaderData;
  return (
    <article className="referral container" data-testid="referral-intro">
      <header className="referral__header">
        <h1>{page?.title || t("title")}</h1>
        <p className="referral__lead">{page?.intro || t("lead")}</p>
      </header>
      {page?.body.length ? <StreamField blocks={page.body} heroAsTitle={false} /> : null}
      <ol className="referral__steps">
        <li>{t("step1")}</li>
        <li>{t("step2")}</li>
        <li>{t("step3")}</li>
      </ol>
      <p>
        <LocalLink to="/member-get-member/aanmaken" className="button button--primary" data-testid="referral-cta">
          {t("cta")}
        </LocalLink>
      </p>
    </article>
  );
}
