// /mensen/{slug}: one person: portrait, role, portfolio, biography, social links and their lists.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { loadPerson } from "../lib/content/api.server";
import type { Person } from "../lib/content/types";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/person";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadPerson(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: person, location, matches }: Route.MetaArgs) {
  const description = person ? [person.role, person.portfolio].filter(Boolean).join(", ") || person.bio : undefined;
  return pageMeta({ location, matches }, { title: person?.name, description, image: person?.photo, type: person ? "profile" : undefined, contentLocale: person?.locale });
}

const NETWORK_NAMES: Record<Person["links"][number]["network"], string> = {
  twitter: "X (Twitter)",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  email: "E-mail",
};

export default function PersonRoute({ loaderData: person }: Route.ComponentProps) {
  const t = useTranslations("people");
  const paragraphs = person.bio.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);
  const contentLang = useContentLang(person.locale);
  return (
    <article className="person container" data-testid="person-page" lang={contentLang}>
      <UntranslatedNotice contentLocale={person.locale} />
      <div className="person__photo">
        {person.photo ? (
          <ResponsiveImage
            image={person.photo}
            sizes="(min-width: 768px) 320px, 100vw"
            alt={person.photo.alt || t("photo", { name: person.name })}
            eager
          />
        ) : null}
      </div>
      <div className="person__main">
        <header className="person__header">
          <h1 className="person__name">{person.name}</h1>
          {person.role ? <p className="person__role">{person.role}</p> : null}
          {person.portfolio ? <p className="person__portfolio">{person.portfolio}</p> : null}
        </header>
        {paragraphs.length > 0 ? (
          <div className="person__bio">
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        ) : null}
        {person.links.length > 0 ? (
          <ul className="person__links" aria-label={t("links", { name: person.name })} data-testid="person-links">
            {person.links.map((link) => (
              <li key={`${link.network}:${link.url}`}>
                <a className="button button--outline person__link" href={link.url} rel="noopener noreferrer me" target={link.network === "email" ? undefined : "_blank"}>
                  {NETWORK_NAMES[link.network]}
                  <span className="sr-only">
                    {" "}
                    {link.network === "email" ? t("emailTo", { name: person.name }) : t("on", { name: person.name })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {person.lists.length > 0 ? (
          <section className="person__lists" aria-labelledby="person-lists">
            <h2 id="person-lists">{t("memberOf")}</h2>
            <ul>
              {person.lists.map((list) => (
                <li key={list.slug}>
                  <LocalLink to={`/mensen/${list.slug}`}>{list.title}</LocalLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
