// /petities/{slug}/bedankt: after signing, "confirm by the link in your mail", the count and the
// share links. With ?token=… (that link) a button confirms the signature: opening the link changes
// nothing (mail scanners follow links), the button's POST does, and the count shown rises.
import { Form, data, useNavigation } from "react-router";
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { PetitionProgress } from "../components/content/PetitionProgress";
import { LinkProblem } from "../components/engagement/LinkProblem";
import { ShareLinks } from "../components/share/ShareLinks";
import { loadPetition } from "../lib/content/petitions.server";
import { confirmSignature, linkProblem } from "../lib/engagement/api.server";
import { NO_STORE, PUBLIC_PAGE_CACHE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { isToken } from "../lib/route-params";
import { absoluteUrl } from "../lib/share";
import type { Route } from "./+types/petition-thanks";

export async function loader(args: Route.LoaderArgs) {
  const petition = await loadPetition(args);
  const token = args.url.searchParams.get("token");
  const link = token === null ? null : isToken(token) ? token : "";
  const shareUrl = absoluteUrl(localizePath(`/petities/${petition.slug}`, localeFromPath(args.url.pathname)), args.url.origin);
  // A page with a token in its address is one person's: not cached, not sent on as a referrer.
  const headers = link === null ? undefined : { "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" };
  return data({ petition, token: link, shareUrl }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": NO_STORE };
  if (loaderHeaders.get("Cache-Control")) return loaderHeaders;
  return { "Cache-Control": PUBLIC_PAGE_CACHE };
};

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  // A thank-you page is for those who signed: not for search engines.
  const petition = loaderData?.petition;
  return pageMeta({ location, matches }, { title: petition?.thank_you_title, description: petition?.intro, noindex: true });
}

export async function action({ request }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  if (!isToken(token)) return { confirmed: false, problem: "invalid" as const, failed: false };
  const confirmed = await confirmSignature(request, token);
  if (confirmed.ok) return { confirmed: true, problem: null, failed: false };
  const problem = linkProblem(confirmed.status);
  return { confirmed: false, problem, failed: problem === null };
}

function ConfirmButton({ token, failed }: { token: string; failed: boolean }) {
  const t = useTranslations("engagement.petitionThanks");
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="article__title">{t("confirmTitle")}</h1>
      <p className="article__intro">{t("confirmText")}</p>
      {failed ? (
        <div className="form-error" role="alert">
          <p>{t("failed")}</p>
        </div>
      ) : null}
      <Form method="post" className="article__actions">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("confirmButton")}
        </button>
      </Form>
    </>
  );
}

export default function PetitionThanks({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("petitions");
  const tThanks = useTranslations("engagement.petitionThanks");
  const { petition, token, shareUrl } = loaderData;
  const problem = actionData?.problem ?? (token === "" ? "invalid" : null);
  const state = problem ?? (actionData?.confirmed ? "confirmed" : token ? "confirm" : "check-mail");
  return (
    <article className="article container" data-testid="petition-thanks" data-state={state}>
      <header className="article__header">
        <p className="article__kicker">{petition.title}</p>
        {problem ? (
          <LinkProblem problem={problem} />
        ) : state === "confirm" && token ? (
          <ConfirmButton token={token} failed={Boolean(actionData?.failed)} />
        ) : state === "confirmed" ? (
          <>
            <h1 className="article__title">{tThanks("confirmedTitle")}</h1>
            <p className="article__intro" role="status">
              {tThanks("confirmedText")}
            </p>
          </>
        ) : (
          <>
            <h1 className="article__title">{petition.thank_you_title}</h1>
            <p className="article__intro" role="status">
              {tThanks("checkMail")}
            </p>
            {petition.thank_you_text ? <p>{petition.thank_you_text}</p> : null}
          </>
        )}
        <PetitionProgress count={petition.signature_count} goal={petition.goal} />
      </header>
      <ShareLinks url={shareUrl} title={petition.title} heading={tThanks("shareHeading")} />
      <p className="article__actions">
        <LocalLink to={`/petities/${petition.slug}`} className="button button--primary">{t("backToPetition")}</LocalLink>{" "}
        <LocalLink to="/petities" className="button button--outline">{t("all")}</LocalLink>
      </p>
    </article>
  );
}
