// /organisaties/{uuid}: one organisation.
import { useTranslations } from "use-intl";
import { ExternalLink } from "../components/ExternalLink";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { loadOrganisation } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/organisation";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadOrganisation(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: org, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, org ? { title: org.name, description: org.description, image: org.logo, contentLocale: org.locale } : {});
}

export default function OrganisationRoute({ loaderData: org }: Route.ComponentProps) {
  const t = useTranslations("entities");
  const contentLang = useContentLang(org.locale);
  return (
    <article className="article container" data-testid="organisation" lang={contentLang}>
      <UntranslatedNotice contentLocale={org.locale} />
      <header className="article__header">
        {org.logo ? <ResponsiveImage image={org.logo} sizes="160px" className="entity__logo" /> : null}
        <h1 className="article__title">{org.name}</h1>
        {org.description ? <p className="article__intro">{org.description}</p> : null}
      </header>
      {org.website_url ? (
        <p>
          <ExternalLink href={org.website_url} className="button button--outline">
            {t("website")}
          </ExternalLink>
        </p>
      ) : null}
    </article>
  );
}
