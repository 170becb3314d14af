// /mijn-account: the logged-in member's own page (issue 6): the membership and its payments, what
// to do next (dues, early renewal), their details, their data as JSON, deleting the account.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { DeleteAccount } from "../components/accounts/DeleteAccount";
import { DetailsForm } from "../components/accounts/DetailsForm";
import { LogoutForm } from "../components/accounts/LogoutForm";
import { MembershipSummary } from "../components/accounts/MembershipSummary";
import { LocalLink } from "../components/LocalLink";
import { deleteAccount, redirectWith, updateDetails } from "../lib/accounts/api.server";
import { deleteSchema, detailsSchema } from "../lib/accounts/schema";
import { refusedReply } from "../lib/forms";
import { loadMemberPage } from "../lib/membership/api.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/my-account";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { member, csrfToken, headers } = await loadMemberPage(request, url);
  return data({ own: member, csrf: csrfToken, welcome: url.searchParams.has("welkom") }, { headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.account.me.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "account" });
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: deleteSchema((key) => t(`errors.${key}`)) });
    if (submission.status !== "success") return { form: "delete", result: submission.reply() };
    const done = await deleteAccount(request, submission.value.csrf, submission.value.password);
    if (done.ok) return redirectWith(`${localizePath("/", locale)}?account=verwijderd`, done.headers);
    if (done.status === 401) throw redirect(localizePath("/login", locale));
    return { form: "delete", result: submission.reply({ formErrors: [done.message || t("errors.unknown")], fieldErrors: { password: [done.message] } }) };
  }
  const submission = parseWithZod(formData, { schema: detailsSchema(() => t("me.required")) });
  if (submission.status !== "success") return { form: "details", result: submission.reply() };
  const { csrf, ...details } = submission.value;
  const done = await updateDetails(request, csrf, details);
  if (done.ok) return { form: "details", result: submission.reply(), saved: true };
  return { form: "details", result: refusedReply(submission, done, t("errors.unknown")) };
}

export default function MyAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("account");
  const { own, csrf, welcome } = loaderData;
  const name = `${own.first_name} ${own.last_name}`.trim() || own.email;
  return (
    <article className="account account--wide container" data-testid="my-account">
      <h1>{t("me.title")}</h1>
      {welcome ? (
        <p className="account__sent" role="status" data-testid="welcome">
          {t("me.welcome")}
        </p>
      ) : null}
      <p>{t("loggedInAs", { name })}</p>
      {own.membership ? (
        <MembershipSummary membership={own.membership} />
      ) : (
        <p data-testid="no-membership">
          {t("me.noMembership")} <LocalLink to="/word-lid">{t("login.join")}</LocalLink>
        </p>
      )}
      {own.membership && own.membership.status !== "cancelled" ? (
        <DetailsForm
          membership={own.membership}
          csrf={csrf}
          lastResult={actionData?.form === "details" ? actionData.result : null}
          saved={!!(actionData && "saved" in actionData && actionData.saved)}
        />
      ) : null}
      <DeleteAccount csrf={csrf} lastResult={actionData?.form === "delete" ? actionData.result : null} />
      <LogoutForm csrf={csrf} />
    </article>
  );
}
