// /petities/{slug}, and /petitie-voor-vrede (that petition on a page of its own, without header and
// footer: lib/shell-layout.ts): the text, goal, confirmed count, and the form to sign. Signed, the
// visitor goes to /petities/{slug}/bedankt, which asks to confirm by the link in the mail.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { PetitionProgress } from "../components/content/PetitionProgress";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { StreamField } from "../components/content/StreamField";
import { SignatureForm } from "../components/engagement/SignatureForm";
import { loadPetition } from "../lib/content/petitions.server";
import { engagementText } from "../lib/engagement/actions.server";
import { signPetition } from "../lib/engagement/api.server";
import { guardedBody, signatureSchema } from "../lib/engagement/schema";
import { refusedReply } from "../lib/forms";
import { contentPageHeaders } from "../lib/http";
import { localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { assertValidParams } from "../lib/cms.server";
import { formErrorsFor } from "../lib/form-errors.server";
import type { Route } from "./+types/petition";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

/** The petition that /petitie-voor-vrede shows (SPEC §2.1): a petition page with this slug. */
export const PEACE_PETITION = "petitie-voor-vrede";
const slugOf = (params: { slug?: string }) => params.slug ?? PEACE_PETITION;

export async function loader(args: Route.LoaderArgs) {
  return loadPetition(args, slugOf(args.params));
}

export const headers = contentPageHeaders;

export function meta({ loaderData: petition, location, matches }: Route.MetaArgs) {
  if (!petition) return pageMeta({ location, matches }, {});
  return pageMeta(
    { location, matches },
    {
      title: petition.seo_title || petition.title,
      description: petition.search_description || petition.intro,
      image: petition.seo_image ?? petition.image,
      path: `/petities/${petition.slug}`,
      contentLocale: petition.locale,
    },
  );
}

export async function action({ request, url, params }: Route.ActionArgs) {
  assertValidParams(url, params);
  const slug = slugOf(params);
  const { locale, fieldMessages, fallback } = engagementText(url);
  const schema = signatureSchema(fieldMessages("petition.consentRequired"));
  const submission = parseWithZod(await request.formData(), { schema, error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const form = submission.value;
  const signed = await signPetition(request, slug, {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email,
    place: form.place ?? "",
    ...guardedBody(form),
  });
  if (signed.ok) throw redirect(localizePath(`/petities/${slug}/bedankt`, locale));
  return { result: refusedReply(submission, signed, fallback(signed)) };
}

export default function PetitionRoute({ loaderData: petition, actionData }: Route.ComponentProps) {
  const t = useTranslations("petitions");
  const contentLang = useContentLang(petition.locale);
  return (
    <article className="article container petition" data-testid="petition">
      <UntranslatedNotice contentLocale={petition.locale} />
      <header className="article__header" lang={contentLang}>
        <p className="article__kicker">
          <LocalLink to="/petities">{t("all")}</LocalLink>
        </p>
        <h1 className="article__title">{petition.title}</h1>
        {petition.intro ? <p className="article__intro">{petition.intro}</p> : null}
        <PetitionProgress count={petition.signature_count} goal={petition.goal} />
        {petition.closed ? <p className="notice" data-testid="petition-closed">{t("closed")}</p> : null}
      </header>
      {petition.image ? (
        <figure className="article__hero">
          <ResponsiveImage image={petition.image} sizes="(min-width: 880px) 832px, 100vw" eager />
        </figure>
      ) : null}
      {petition.closed ? null : <SignatureForm lastResult={actionData?.result} />}
      <div className="article__body">
        <StreamField blocks={petition.body} />
      </div>
    </article>
  );
}
