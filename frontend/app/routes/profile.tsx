// /profielen/{uuid}: one profile.
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { loadProfile } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/profile";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadProfile(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: profile, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, profile ? { title: profile.name, description: profile.description, image: profile.photo, contentLocale: profile.locale } : {});
}

export default function ProfileRoute({ loaderData: profile }: Route.ComponentProps) {
  const contentLang = useContentLang(profile.locale);
  return (
    <article className="article container" data-testid="profile" lang={contentLang}>
      <UntranslatedNotice contentLocale={profile.locale} />
      <header className="article__header">
        {profile.photo ? <ResponsiveImage image={profile.photo} sizes="200px" className="entity__photo" /> : null}
        <h1 className="article__title">{profile.name}</h1>
        {profile.role ? <p className="article__kicker">{profile.role}</p> : null}
      </header>
      {profile.description ? <p>{profile.description}</p> : null}
    </article>
  );
}
