// /member-get-member/deel-je-link (SPEC §2.10): the member's own link, its QR code (drawn by the
// backend as SVG), share buttons, and how many people became members through it. Personal.
import { data, redirect } from "react-router";
import { useTranslations } from "use-intl";
import { ShareLinks } from "../components/share/ShareLinks";
import { hasSession, loginRedirect } from "../lib/auth/session.server";
import { checked } from "../lib/content/call.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { loadReferral } from "../lib/legion/api.server";
import { localizePath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import type { Route } from "./+types/referral-share";

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const { request, url } = args;
  if (!hasSession(request)) throw loginRedirect(url);
  const referral = await loadReferral(request);
  if (!referral) throw loginRedirect(url);
  if (!referral.link) throw redirect(localizePath("/member-get-member/aanmaken", locale));
  return data({ link: referral.link });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.referral.share.title, noindex: true });
}

export default function ReferralShare({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("referral.share");
  const { link } = loaderData;
  return (
    <article className="referral container" data-testid="referral-share">
      <header className="referral__header">
        <h1>{t("title")}</h1>
        <p className="referral__lead">{t("intro")}</p>
      </header>
      <div className="referral__columns">
        <div>
          <div className="field">
            <label htmlFor="referral-link">{t("link")}</label>
            <input id="referral-link" type="text" readOnly value={link.url} data-testid="referral-link" />
          </div>
          <ShareLinks url={link.url} title={t("shareText")} heading={t("shareHeading")} />
          <section className="referral__results" aria-labelledby="results-heading">
            <h2 id="results-heading">{t("resultsTitle")}</h2>
            <p className="referral__count" data-testid="referral-joined" data-count={link.joined}>
              {t("joined", { count: link.joined })}
            </p>
            {link.pending ? <p className="field__hint">{t("pending", { count: link.pending })}</p> : null}
          </section>
        </div>
        <figure className="referral__qr">
          <img src={link.qr_svg} alt={t("qrAlt")} width={256} height={256} data-testid="referral-qr" />
          <figcaption className="field__hint">{t("qrHint")}</figcaption>
        </figure>
      </div>
    </article>
  );
}
