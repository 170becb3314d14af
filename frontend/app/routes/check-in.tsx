// /agenda/inchecken: staff check tickets in at the door, on a phone. Pick the event, scan QR codes
// with the camera or type a code; each scan shows a big answer and the running count. Scans go from
// the browser to the API (lib/tickets/scan.ts); before hydration, or without a camera, the typed
// code is an ordinary form posted to this route's action.
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { Form, data, useLocation, useRevalidator, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { FieldError } from "../components/forms/FieldError";
import { LocalLink } from "../components/LocalLink";
import { QrScanner } from "../components/tickets/QrScanner";
import { ScanResult } from "../components/tickets/ScanResult";
import { PRIVATE_NO_STORE } from "../lib/http";
import { pageMeta, rootMessages } from "../lib/meta";
import { isUuid } from "../lib/route-params";
import { loadDoorPage, postScan, staffLoginRedirect } from "../lib/tickets/api.server";
import { STAFF_LOGIN } from "../lib/tickets/scan";
import {
  type CheckInEvent,
  type Panel,
  type ScanRequest,
  ScanDebouncer,
  chosenEvent,
  looksLikeCode,
  newScanId,
  panelView,
  sendScan,
} from "../lib/tickets/scan";
import type { Route } from "./+types/check-in";
import checkInStyles from "../styles/check-in.css?url";
import { stylesheet } from "../lib/stylesheets";

export const links: Route.LinksFunction = () => [stylesheet(checkInStyles)];

/** The chosen event in the address, so a reload keeps it. */
const EVENT_PARAM = "evenement";
const FORM_ID = "check-in-form";
/** The counts are fetched again this often, for the scans of the other phones at the door (ms). */
const REFRESH_MS = 30_000;

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = await loadDoorPage(request, url);
  if (!page.allowed) return data({ allowed: false as const, name: page.name }, { status: 403, headers: page.headers });
  const selected = chosenEvent(page.events, url.searchParams.get(EVENT_PARAM));
  return data(
    {
      allowed: true as const,
      events: page.events,
      selected: selected?.id ?? null,
      csrf: page.csrfToken,
      // The scan id of the form without JavaScript: sent again (a reload of the POST), it counts once.
      scanId: crypto.randomUUID(),
    },
    { headers: page.headers },
  );
}

interface Reply {
  event: number;
  panel: Panel | null;
  missing?: boolean;
}

export async function action({ request, url }: Route.ActionArgs): Promise<Reply> {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const event = Number(field("event"));
  const code = field("code").trim();
  if (!code) return { event, panel: null, missing: true };
  if (!looksLikeCode(code)) return { event, panel: { kind: "notACode", code } };
  const scan: ScanRequest = { event, code, scanId: isUuid(field("scan_id")) ? field("scan_id") : crypto.randomUUID() };
  const done = await postScan(request, field("csrf"), scan);
  if (done.ok) return { event, panel: { kind: "scanned", scan: done.data } };
  if (done.status === 401) throw staffLoginRedirect(url);
  if (done.status === 0 || done.status >= 500) return { event, panel: { kind: "offline", request: scan } };
  return { event, panel: { kind: "refused", status: done.status, message: done.message } };
}

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.checkIn.title, noindex: true });
}

export default function CheckInRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <Refused name={loaderData.name} />;
  return <Scanner page={loaderData} reply={actionData ?? null} />;
}

function Refused({ name }: { name: string }) {
  const t = useTranslations("checkIn.refused");
  return (
    <article className="article container" data-testid="check-in-refused">
      <h1 className="article__title">{t("title")}</h1>
      <p className="article__intro">{t("text", { name })}</p>
      <p className="article__actions">
        <LocalLink to="/" className="button button--outline">
          {t("home")}
        </LocalLink>
      </p>
    </article>
  );
}

function vibrate(panel: Panel) {
  if (panel.kind === "checking" || typeof navigator.vibrate !== "function") return;
  navigator.vibrate(panelView(panel).tone === "ok" ? 80 : [150, 80, 150]);
}

interface ScannerProps {
  page: { events: CheckInEvent[]; selected: number | null; csrf: string; scanId: string };
  reply: Reply | null;
}

function Scanner({ page, reply }: ScannerProps) {
  const t = useTranslations("checkIn");
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const known = (id: number | undefined) => page.events.some((event) => event.id === id);
  const [eventId, setEventId] = useState<number | null>(known(reply?.event) ? reply!.event : page.selected);
  const [panel, setPanel] = useState<Panel | null>(reply?.panel ?? null);
  const [missing, setMissing] = useState(!!reply?.missing);
  const [sending, setSending] = useState(false);
  // The newest counts a scan brought, per event; the loader's own may be newer (other phones).
  const [scanned, setScanned] = useState<Record<number, CheckInEvent>>({});
  const inFlight = useRef<string | null>(null);
  const debouncer = useRef(new ScanDebouncer());
  const codeInput = useRef<HTMLInputElement>(null);
  // An effect event sees the current revalidator without restarting the timer when it changes.
  const refresh = useEffectEvent(() => {
    if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
  });

  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const loaded = page.events.find((event) => event.id === eventId) ?? null;
  const fromScan = eventId === null ? undefined : scanned[eventId];
  const current = loaded && fromScan && fromScan.checked_in >= loaded.checked_in ? fromScan : loaded;

  async function send(request: ScanRequest) {
    inFlight.current = request.code;
    setSending(true);
    setPanel({ kind: "checking", code: request.code });
    const outcome = await sendScan(request, { csrfToken: page.csrf });
    inFlight.current = null;
    setSending(false);
    if (outcome.kind === "scanned") setScanned((counts) => ({ ...counts, [outcome.scan.event.id]: outcome.scan.event }));
    const next: Panel = outcome.kind === "offline" ? { kind: "offline", request } : outcome;
    setPanel(next);
    vibrate(next);
  }

  function scan(text: string) {
    const code = text.trim();
    if (eventId === null) return;
    if (!looksLikeCode(code)) {
      const next: Panel = { kind: "notACode", code };
      setPanel(next);
      vibrate(next);
      return;
    }
    void send({ event: eventId, code, scanId: newScanId() });
  }

  function onCameraCode(code: string) {
    const now = performance.now();
    // While a scan is on its way the code in view is kept quiet; another waits for the answer.
    if (inFlight.current !== null) {
      if (code.trim() === inFlight.current) debouncer.current.accept(code, now);
      return;
    }
    if (debouncer.current.accept(code, now)) scan(code);
  }

  function onTyped(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const input = codeInput.current;
    if (!input || sending) return;
    if (!input.value.trim()) {
      setMissing(true);
      input.focus();
      return;
    }
    setMissing(false);
    scan(input.value);
    input.value = "";
    input.focus();
  }

  function onRetry(submitEvent: FormEvent<HTMLFormElement>, request: ScanRequest) {
    submitEvent.preventDefault();
    if (!sending) void send(request);
  }

  function chooseEvent(id: number) {
    setEventId(id);
    setPanel(null);
    debouncer.current.reset();
    setSearchParams({ [EVENT_PARAM]: String(id) }, { replace: true, preventScrollReset: true });
  }

  const here = `${location.pathname}${location.search}`;
  const loginHref = `${STAFF_LOGIN}?next=${encodeURIComponent(here)}`;
  const retry =
    panel?.kind === "offline" ? (
      <Form method="post" onSubmit={(submitEvent) => onRetry(submitEvent, panel.request)}>
        <input type="hidden" name="csrf" value={page.csrf} />
        <input type="hidden" name="event" value={panel.request.event} />
        <input type="hidden" name="code" value={panel.request.code} />
        <input type="hidden" name="scan_id" value={panel.request.scanId} />
        <button type="submit" className="button button--light" disabled={sending}>
          {t("retry")}
        </button>
      </Form>
    ) : null;

  return (
    <article className="check-in container" data-testid="check-in">
      <h1 className="check-in__title">{t("title")}</h1>
      {page.events.length === 0 || eventId === null ? (
        <p data-testid="check-in-empty">{t("noEvents")}</p>
      ) : (
        <>
          <div className="field check-in__event">
            <label htmlFor="check-in-event">{t("event")}</label>
            <select
              id="check-in-event"
              name="event"
              form={FORM_ID}
              value={eventId}
              onChange={(changeEvent) => chooseEvent(Number(changeEvent.target.value))}
            >
              {page.events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
          </div>
          {current ? (
            <p className="check-in__count" data-testid="check-in-count">
              {t("count", { checked: current.checked_in, total: current.tickets })}
            </p>
          ) : null}
          {panel ? <ScanResult panel={panel} retry={retry} loginHref={loginHref} pageHref={here} /> : null}
          <QrScanner onCode={onCameraCode} />
          <Form id={FORM_ID} method="post" className="check-in__form" onSubmit={onTyped}>
            <input type="hidden" name="csrf" value={page.csrf} />
            <input type="hidden" name="scan_id" value={page.scanId} />
            <div className="field">
              <label htmlFor="check-in-code">{t("code.label")}</label>
              <p className="field__hint" id="check-in-code-hint">
                {t.rich("code.hint", { example: (chunks) => <span className="check-in__example">{chunks}</span> })}
              </p>
              <div className="check-in__code-row">
                <input
                  ref={codeInput}
                  id="check-in-code"
                  name="code"
                  type="text"
                  required
                  maxLength={64}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="go"
                  aria-describedby={missing ? "check-in-code-hint check-in-code-error" : "check-in-code-hint"}
                  aria-invalid={missing || undefined}
                  className="check-in__code"
                />
                <button type="submit" className="button button--primary" disabled={sending}>
                  {t("code.submit")}
                </button>
              </div>
              {missing ? <FieldError id="check-in-code-error" errors={[t("code.required")]} /> : null}
            </div>
          </Form>
        </>
      )}
      <p className="check-in__privacy">{t("privacy")}</p>
    </article>
  );
}
