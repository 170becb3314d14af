// /mijn-account: the logged-in member's own page (issue 6): the membership and its payments, what
// to do next (dues, early renewal, cancelling at the end of the period), their details, their data
// as JSON, deleting the account (confirmed in place: the page is not loaded again without a session).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import { createTranslator, useTranslations } from "use-intl";
import { AccountDeleted, DeleteAccount, type DeleteResult } from "../components/accounts/DeleteAccount";
import { DetailsForm } from "../components/accounts/DetailsForm";
import { LogoutForm } from "../components/accounts/LogoutForm";
import { MyGifts } from "../components/accounts/MyGifts";
import type { GiftResult } from "../components/gifts/GiftManager";
import { type CancelResult, MembershipSummary } from "../components/accounts/MembershipSummary";
import { PaymentsList } from "../components/accounts/PaymentsList";
import { LocalLink } from "../components/LocalLink";
import { cancelMembership, deleteAccount, updateDetails } from "../lib/accounts/api.server";
import { loadOwnPayments } from "../lib/accounts/payments.server";
import { detailsSchema } from "../lib/accounts/schema";
import { refusedReply } from "../lib/forms";
import { changeMyGift, loadMyGifts } from "../lib/gifts/api.server";
import { giftChangeFrom } from "../lib/gifts/change";
import { loadMemberPage } from "../lib/membership/api.server";
import { PRIVATE_NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { formErrorsFor } from "../lib/form-errors.server";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/my-account";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { member, csrfToken, headers } = await loadMemberPage(request, url);
  const [payments, gifts] = await Promise.all([loadOwnPayments(request), loadMyGifts(request)]);
  return data({ own: member, payments, gifts, csrf: csrfToken, welcome: url.searchParams.has("welkom") }, { headers });
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
  const intent = formData.get("intent");
  const token = String(formData.get("csrf") ?? "");
  if (intent === "delete") {
    const password = String(formData.get("password") ?? "");
    if (!password) return { form: "delete", error: t("errors.password") } satisfies DeleteResult;
    const done = await deleteAccount(request, token, password);
    // The session is gone with the account: the answer clears its cookie and the page says so.
    if (done.ok) return data({ form: "delete", deleted: true } satisfies DeleteResult, { headers: done.headers });
    if (done.status === 401) throw redirect(localizePath("/login", locale));
    return { form: "delete", error: done.message || t("errors.unknown") } satisfies DeleteResult;
  }
  if (intent === "gift") {
    const ref = String(formData.get("ref") ?? "");
    const kind = formData.get("kind") === "friend" ? "friend" : "monthly";
    const gt = createTranslator({ locale, messages, namespace: "gifts" });
    const parsed = giftChangeFrom(formData);
    if ("invalid" in parsed) return { form: "gift", ref, error: gt(`invalid.${parsed.invalid}`) } satisfies GiftResult;
    const done = await changeMyGift(request, token, kind, ref, parsed.change);
    if (done.ok) return { form: "gift", ref, done: parsed.change.action } satisfies GiftResult;
    if (done.status === 401) throw redirect(localizePath("/login", locale));
    return { form: "gift", ref, error: done.message || gt("failed") } satisfies GiftResult;
  }
  if (intent === "cancel" || intent === "cancel-undo") {
    const undo = intent === "cancel-undo";
    const done = await cancelMembership(request, token, undo);
    if (done.ok) return { form: "cancel", done: undo ? "withdrawn" : "requested" } satisfies CancelResult;
    if (done.status === 401) throw redirect(localizePath("/login", locale));
    return { form: "cancel", error: done.message || t("errors.unknown") } satisfies CancelResult;
  }
  const submission = parseWithZod(formData, { schema: detailsSchema(() => t("me.required")), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { form: "details", result: submission.reply() };
  const { csrf, ...details } = submission.value;
  const done = await updateDetails(request, csrf, details);
  if (done.ok) return { form: "details", result: submission.reply(), saved: true };
  return { form: "details", result: refusedReply(submission, done, t("errors.unknown")) };
}

/** After the account's deletion there is nothing to load (and no session to load it with). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "deleted" in actionResult) return false;
  return defaultShouldRevalidate;
}

export default function MyAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("account");
  const deletion = useFetcher<DeleteResult>({ key: "delete-account" });
  const { own, payments, gifts, csrf, welcome } = loaderData;
  if (deletion.data && "deleted" in deletion.data) return <AccountDeleted />;
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
        <MembershipSummary
          membership={own.membership}
          csrf={csrf}
          cancel={actionData?.form === "cancel" ? (actionData as CancelResult) : null}
        />
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
      <MyGifts gifts={gifts} csrf={csrf} result={actionData?.form === "gift" ? (actionData as GiftResult) : null} />
      <PaymentsList own={payments} />
      <DeleteAccount csrf={csrf} fetcher={deletion} />
      <LogoutForm csrf={csrf} />
    </article>
  );
}
