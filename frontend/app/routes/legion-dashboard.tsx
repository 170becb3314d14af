// /legioen/dashboard (and under /legioen-mgm): the member's actions to do, what they did, and whom
// they recruited. Only for a browser that followed a dashboard link: anyone else is sent to
// /toegang-dashboard with a message, and gets none of the data. Personal: never cached.
import { data, Form, redirect, useNavigation } from "react-router";
import { createTranslator, useLocale, useTranslations } from "use-intl";
import { FormAlert } from "../components/forms/FormAlert";
import { LegionFrame } from "../components/legion/LegionFrame";
import { ShareLinks } from "../components/share/ShareLinks";
import { getSession, hasSession } from "../lib/auth/session.server";
import { checked } from "../lib/content/call.server";
import { formatDate } from "../lib/format";
import { PRIVATE_NO_STORE } from "../lib/http";
import { endAccess, leaveLegion, loadDashboard, markAction } from "../lib/legion/api.server";
import { legionPath } from "../lib/legion/paths";
import type { DoneAction, LegionAction } from "../lib/legion/types";
import type { Locale } from "../lib/locale";
import { localeFromPath } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/legion-dashboard";

const noAccess = (url: URL) => redirect(legionPath(url.pathname, "toegang-dashboard", "?geen-toegang"), { headers: { "Cache-Control": PRIVATE_NO_STORE } });

export async function loader(args: Route.LoaderArgs) {
  checked(args);
  const { request, url } = args;
  if (!hasSession(request)) throw noAccess(url);
  const [session, dashboard] = await Promise.all([getSession(request), loadDashboard(request)]);
  if (!dashboard) throw noAccess(url);
  return data({ dashboard, csrf: session.csrfToken }, { headers: session.headers });
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.legion.dashboard.title, noindex: true });
}

export async function action({ request, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "legion.dashboard" });
  const form = await request.formData();
  const csrf = String(form.get("csrf") ?? "");
  const intent = form.get("intent");
  if (intent === "close") {
    const closed = await endAccess(request, csrf);
    if (closed.ok) throw redirect(legionPath(url.pathname, "toegang-dashboard", "?gesloten"), { headers: closed.headers });
    return { error: closed.message || t("failed"), leaveError: "" };
  }
  if (intent === "leave") {
    if (form.get("confirm") !== "on") return { error: "", leaveError: t("leaveConfirmError") };
    const left = await leaveLegion(request, csrf);
    if (left.ok) throw redirect(legionPath(url.pathname, "toegang-dashboard", "?afgemeld"), { headers: left.headers });
    if (left.status === 403) throw noAccess(url);
    return { error: "", leaveError: left.message || t("failed") };
  }
  const actionId = Number(form.get("action_id"));
  if ((intent !== "done" && intent !== "undo") || !Number.isInteger(actionId) || actionId <= 0) return { error: t("failed"), leaveError: "" };
  const marked = await markAction(request, csrf, actionId, intent === "done");
  if (marked.ok) return { error: "", leaveError: "" };
  if (marked.status === 403) throw noAccess(url);
  return { error: marked.message || t("failed"), leaveError: "" };
}

export default function LegionDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("legion.dashboard");
  const locale = useLocale() as Locale;
  const { dashboard, csrf } = loaderData;
  return (
    <LegionFrame testId="legion-dashboard">
      <header className="legion__header">
        <p className="legion__kicker">{t("title")}</p>
        <h1>{t("hello", { name: dashboard.first_name })}</h1>
      </header>
      <FormAlert message={actionData?.error} testId="dashboard-error" />

      <section className="legion__section" aria-labelledby="todo-heading" data-testid="legion-todo">
        <h2 id="todo-heading">{t("todoTitle")}</h2>
        {dashboard.todo.length ? (
          <ul className="legion-actions">
            {dashboard.todo.map((item) => (
              <ActionItem key={item.id} item={item} csrf={csrf} locale={locale} />
            ))}
          </ul>
        ) : (
          <p>{t("todoEmpty")}</p>
        )}
      </section>

      <section className="legion__section" aria-labelledby="done-heading" data-testid="legion-done">
        <h2 id="done-heading">{t("doneTitle")}</h2>
        {dashboard.done.length ? (
          <ul className="legion-actions legion-actions--done">
            {dashboard.done.map((item) => (
              <ActionItem key={item.id} item={item} csrf={csrf} locale={locale} />
            ))}
          </ul>
        ) : (
          <p>{t("doneEmpty")}</p>
        )}
      </section>

      <section className="legion__section" aria-labelledby="recruits-heading" data-testid="legion-recruits">
        <h2 id="recruits-heading">{t("recruitsTitle")}</h2>
        <p>{t("recruitsIntro")}</p>
        <div className="field">
          <label htmlFor="recruit-link">{t("recruitLink")}</label>
          <input id="recruit-link" type="text" readOnly value={dashboard.recruit_url} data-testid="recruit-link" />
        </div>
        <ShareLinks url={dashboard.recruit_url} title={t("recruitShare")} heading={t("recruitShareHeading")} />
        <p data-testid="recruit-count">{t("recruitCount", { count: dashboard.recruits.length })}</p>
        {dashboard.recruits.length ? (
          <ul className="legion-recruits">
            {dashboard.recruits.map((recruit) => (
              <li key={`${recruit.name}-${recruit.joined_at}`}>
                <strong>{recruit.name}</strong>, {t("joinedOn", { date: formatDate(recruit.joined_at, locale) })}
                {recruit.confirmed ? null : <span className="field__hint"> ({t("unconfirmed")})</span>}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="legion__section legion__leave" aria-labelledby="leave-heading">
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" name="intent" value="close" className="button button--outline" data-testid="dashboard-close">
            {t("close")}
          </button>
        </Form>
        <h2 id="leave-heading">{t("leaveTitle")}</h2>
        <p>{t("leaveText")}</p>
        <Form method="post" data-testid="legion-leave-form">
          <input type="hidden" name="csrf" value={csrf} />
          <div className="field">
            <label className="checkbox">
              <input type="checkbox" name="confirm" aria-describedby={actionData?.leaveError ? "leave-error" : undefined} />
              <span>{t("leaveConfirm")}</span>
            </label>
            {actionData?.leaveError ? (
              <p id="leave-error" className="field__error">
                {actionData.leaveError}
              </p>
            ) : null}
          </div>
          <button type="submit" name="intent" value="leave" className="button button--outline">
            {t("leave")}
          </button>
        </Form>
      </section>
    </LegionFrame>
  );
}

function ActionItem({ item, csrf, locale }: { item: LegionAction | DoneAction; csrf: string; locale: Locale }) {
  const t = useTranslations("legion.dashboard");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("action_id") === String(item.id);
  const done = "completed_at" in item;
  return (
    <li className="legion-action" data-testid={`legion-action-${item.id}`}>
      <h3 className="legion-action__title">{item.title}</h3>
      {item.description ? <p>{item.description}</p> : null}
      <p className="legion-action__meta">
        {done ? t("doneAt", { date: formatDate(item.completed_at, locale) }) : item.due_date ? t("due", { date: formatDate(item.due_date, locale) }) : null}
      </p>
      <div className="legion-action__buttons">
        {item.link_url ? (
          <a href={item.link_url} className="button button--outline" target="_blank" rel="noopener noreferrer">
            {t("openAction")}
          </a>
        ) : null}
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action_id" value={item.id} />
          <button type="submit" name="intent" value={done ? "undo" : "done"} className={done ? "button button--outline" : "button button--primary"} disabled={busy}>
            {done ? t("undo") : t("markDone")}
          </button>
        </Form>
      </div>
    </li>
  );
}
