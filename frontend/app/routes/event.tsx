// /agenda/{slug}: one event (SPEC §2.16): its date and location with address, about this event, a
// remark or announcement, the ticket button with the countdown and the ticket modal, share via, more
// agenda items nearby, a full-agenda and a back-to-agenda button, and Event structured data.
import { parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, redirect, redirectDocument, useRevalidator } from "react-router";
import { createTranslator, useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { EventListItem } from "../components/events/EventCard";
import { EventFacts } from "../components/events/EventFacts";
import { ORDER_PARAM, TicketButton } from "../components/events/TicketButton";
import { ShareLinks } from "../components/share/ShareLinks";
import { getSession, hasSession } from "../lib/auth/session.server";
import { jsonLdScript } from "../lib/content/json-ld";
import { loadEvent, startOrder } from "../lib/events/api.server";
import { eventJsonLd } from "../lib/events/json-ld";
import { linesFromForm, orderSchema } from "../lib/events/order";
import { type Refusal, refusedReply } from "../lib/forms";
import { contentPageHeaders } from "../lib/http";
import { type Locale, localeFromPath, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { usePartyName, useRootData, useSiteSettings } from "../lib/root-data";
import { absoluteUrl } from "../lib/share";
import { messagesFor } from "../locales/index.server";
import { useContentView } from "../lib/tracking/use-track";
import type { Route } from "./+types/event";
import { agendaLinks } from "../lib/events/styles";
import { formErrorsFor } from "../lib/form-errors.server";
import { useEventTypeLabel } from "../lib/events/event-type";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export const links: Route.LinksFunction = agendaLinks;

// The ticket modal and its form validation (Conform, zod: ~30 KB) are fetched when the visitor
// shows they want tickets (a pointer or focus on the ticket button, a tap, a click), not with the
// page: they cost neither its first paint nor its hydration. The server renders the modal at once
// (closed, or open with ?bestellen for a visitor without JavaScript); in the browser React leaves
// that HTML alone until the code has arrived. A page opened to order (?bestellen, or the form sent
// back with a refusal) fetches it at once.
let wantTicketModal: () => void = () => undefined;
const ticketModalWanted = new Promise<void>((resolve) => {
  wantTicketModal = resolve;
});
const TicketModal = import.meta.env.SSR
  ? (await import("../components/events/TicketModal")).TicketModal
  : lazy(() => ticketModalWanted.then(() => import("../components/events/TicketModal")).then((module) => ({ default: module.TicketModal })));

export async function loader(args: Route.LoaderArgs) {
  const event = await loadEvent(args);
  const openOnLoad = args.url.searchParams.has(ORDER_PARAM) && event.ticket_state === "available";
  // A session reaches only the page opened to order (?bestellen, a personal page: lib/personal-pages.ts),
  // the form without JavaScript: a member's prices, and a CSRF token for it. The page itself is the
  // same for everyone; in the browser both come from the private call (lib/visitor.ts).
  if (!hasSession(args.request)) return { event, openOnLoad, csrfToken: "" };
  const session = await getSession(args.request);
  return data({ event, openOnLoad, csrfToken: session.csrfToken }, { headers: session.headers });
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const event = loaderData?.event;
  if (!event) return pageMeta({ location, matches }, {});
  return pageMeta(
    { location, matches },
    { title: event.seo_title || event.title, description: event.search_description || event.intro, image: event.seo_image ?? event.image, contentLocale: event.locale },
  );
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const messages = messagesFor(locale);
  const t = createTranslator({ locale, messages, namespace: "agenda.order" });
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: orderSchema((key) => t(`errors.${key}`)), error: formErrorsFor(locale) });
  if (submission.status !== "success") return { result: submission.reply() };
  const value = submission.value;
  const started = await startOrder(
    request,
    {
      event: params.slug!,
      lines: linesFromForm(value),
      first_name: value.first_name,
      last_name: value.last_name,
      email: value.email,
      idempotency_key: value.idempotency_key || crypto.randomUUID(),
      website: value.website ?? "",
      captcha: value.captcha || null,
      utm_id: value.utm_id ?? "",
      utm_content_id: value.utm_content_id ?? "",
    },
    String(form.get("csrf_token") ?? "") || undefined,
  );
  if (started.ok) {
    // The checkout is not a page of this app; a free order goes straight to the e-mail step.
    if (started.data.checkout_url) throw redirectDocument(started.data.checkout_url);
    throw redirect(`${localizePath("/agenda/bevestigen", locale)}?order=${started.data.public_id}`);
  }
  return { result: refusedReply(submission, orderRefusal(started, t), t("errors.generic"), { lines: "tickets" }) };
}

/** What the buyer reads when the API said no: its own reason for bad input or sold-out tickets;
 * SPEC §8's texts for too many tries and for any other failure, in the page's language. */
function orderRefusal(refused: Refusal & { status: number }, t: (key: "errors.generic" | "errors.tooMany" | "errors.captcha") => string): Refusal {
  if (refused.status === 429) {
    return { message: t("errors.tooMany"), fields: refused.fields.captcha ? { captcha: t("errors.captcha") } : {} };
  }
  if (refused.status === 0 || refused.status >= 500) return { message: t("errors.generic"), fields: {} };
  return refused;
}

export default function EventRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { event, openOnLoad, csrfToken } = loaderData;
  const t = useTranslations("agenda");
  const typeLabel = useEventTypeLabel(useSiteSettings().party.wordmark);
  const locale = useLocale() as Locale;
  const root = useRootData();
  const partyName = usePartyName();
  const origin = root?.origin ?? "";
  const url = absoluteUrl(localizePath(`/agenda/${event.slug}`, locale), origin || "http://localhost");
  const [modalOpen, setModalOpen] = useState(openOnLoad || Boolean(actionData));
  useEffect(() => {
    if (openOnLoad || actionData) wantTicketModal();
  }, [openOnLoad, actionData]);
  const revalidator = useRevalidator();
  const jsonLd = eventJsonLd(event, { url, origin, organizer: partyName });
  const orderable = event.ticket_state === "available" || event.ticket_state === "countdown";
  useContentView("event", event.slug);

  const contentLang = useContentLang(event.locale);
  return (
    <article className="event container" data-testid="event" data-state={event.ticket_state}>
      <UntranslatedNotice contentLocale={event.locale} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <p className="event__back">
        <LocalLink to="/agenda">← {t("backToAgenda")}</LocalLink>
      </p>
      <header className="event__header">
        <p className="event__type">{typeLabel(event.event_type, event.event_type_label)}</p>
        <h1 className="event__title" lang={contentLang}>
          {event.title}
        </h1>
        {event.intro ? (
          <p className="event__intro" lang={contentLang}>
            {event.intro}
          </p>
        ) : null}
      </header>
      {event.remark ? (
        <aside className="event__remark" role="note" data-testid="event-remark" lang={contentLang}>
          <strong>{t("remark")}</strong> {event.remark}
        </aside>
      ) : null}
      <div className="event__columns">
        <div className="event__main">
          {event.image ? (
            <figure className="event__hero">
              <ResponsiveImage image={event.image} sizes="(min-width: 1024px) 60vw, 100vw" eager />
            </figure>
          ) : null}
          <section aria-labelledby="event-about">
            <h2 id="event-about">{t("about")}</h2>
            {/* Rich text from the CMS editor (Wagtail's sanitised HTML). */}
            <div className="rich-text" lang={contentLang} dangerouslySetInnerHTML={{ __html: event.description_html }} />
          </section>
        </div>
        <aside className="event__aside" id="bestellen" onPointerEnter={wantTicketModal} onFocus={wantTicketModal} onTouchStart={wantTicketModal}>
          <EventFacts event={event} />
          <TicketButton
            state={event.ticket_state}
            salesStart={event.sales_start ?? null}
            onOpen={() => {
              wantTicketModal();
              setModalOpen(true);
            }}
            onSalesOpen={() => revalidator.revalidate()}
          />
        </aside>
      </div>
      {orderable ? (
        <Suspense fallback={null}>
          <TicketModal event={event} open={modalOpen} openOnLoad={openOnLoad} onClose={() => setModalOpen(false)} lastResult={actionData?.result} csrfToken={csrfToken} />
        </Suspense>
      ) : null}
      <ShareLinks url={url} title={event.title} heading={t("shareVia")} />
      {event.nearby.length ? (
        <section className="event__nearby" aria-labelledby="event-nearby">
          <h2 id="event-nearby">{t("nearby")}</h2>
          <ul className="agenda__list agenda__list--compact">
            {event.nearby.map((other) => (
              <EventListItem key={other.slug} event={other} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="event__footer-links">
        <LocalLink to="/agenda" className="button button--outline">
          {t("fullAgenda")}
        </LocalLink>
        <LocalLink to="/agenda" className="button button--outline">
          {t("backToAgenda")}
        </LocalLink>
      </p>
    </article>
  );
}
