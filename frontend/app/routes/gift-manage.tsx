// /doneer/beheren/{token} and /vrienden/beheren/{token}: the signed link in every mail about a
// monthly gift or a friend's yearly gift. Opening it shows the gift and changes nothing (mail
// scanners follow links); its forms' POSTs change the amount or interval, pause, resume or stop.
import { data, redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { GiftManager, type GiftResult } from "../components/gifts/GiftManager";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { changeGiftByLink, type LinkProblem, loadGiftByLink } from "../lib/gifts/api.server";
import { type GiftKind, giftChangeFrom } from "../lib/gifts/change";
import { NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/gift-manage";

const STATUS: Record<LinkProblem, number> = { invalid: 404, expired: 410 };

/** Which gift a path's link is for: /doneer/… a monthly gift, /vrienden/… a friend's. */
const kindOf = (pathname: string): GiftKind => (/\/vrienden\//.test(pathname) ? "friend" : "monthly");

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  // The stop links of before: the same token, now on the page that also changes and pauses.
  if (/\/doneer\/stoppen\//.test(args.url.pathname)) {
    const token = encodeURIComponent(args.params.token).replace(/%3A/gi, ":"); // as the mail wrote it
    throw redirect(localizePath(`/doneer/beheren/${token}`, locale), 301);
  }
  const kind = kindOf(args.url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "gifts" });
  const title = kind === "friend" ? t("manageFriendTitle") : t("manageTitle");
  const result = await loadGiftByLink(args.request, kind, args.params.token);
  if (result.ok) return { title, gift: result.gift, problem: null };
  return data({ title, gift: null, problem: result.problem }, { status: STATUS[result.problem] });
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "gifts" });
  const form = await request.formData();
  const ref = String(form.get("ref") ?? "");
  const parsed = giftChangeFrom(form);
  if ("invalid" in parsed) return { form: "gift", ref, error: t(`invalid.${parsed.invalid}`) } satisfies GiftResult;
  const done = await changeGiftByLink(request, kindOf(url.pathname), params.token, parsed.change);
  if (done.ok) return { form: "gift", ref, done: parsed.change.action } satisfies GiftResult;
  // 404/410: the loader, run again after this action, shows the link's problem.
  return { form: "gift", ref, error: done.message || t("failed") } satisfies GiftResult;
}

// One giver's gift behind a secret link: never cached, never sent on as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export default function GiftManage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("gifts");
  const { gift, problem, title } = loaderData;
  if (!gift) {
    return (
      <article className="article container" data-testid="gift-manage" data-state={problem}>
        <h1 className="article__title">{problem === "expired" ? t("expiredTitle") : t("invalidTitle")}</h1>
        <p className="article__intro">{problem === "expired" ? t("expiredText") : t("invalidText")}</p>
        <p className="article__actions">
          <LocalLink to="/contact" className="button button--outline">
            {t("contact")}
          </LocalLink>
        </p>
      </article>
    );
  }
  return (
    <article className="article container account--wide" data-testid="gift-manage" data-state={gift.status}>
      <h1 className="article__title">{title}</h1>
      <p className="article__intro">{gift.status === "stopped" ? t("stoppedIntro") : t("manageIntro")}</p>
      <GiftManager gift={gift} hidden={{ ref: gift.ref }} result={actionData} headingLevel={2} />
      <p className="account__hint">{t("privateLink")}</p>
    </article>
  );
}
