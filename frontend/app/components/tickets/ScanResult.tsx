// The door scanner's answer, big enough to read at arm's length: green to let in, orange for a
// ticket scanned before (with when), red for anything that may not pass.
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { Locale } from "../../lib/locale";
import { formatMoment } from "../../lib/tickets/format";
import { type Panel, panelView } from "../../lib/tickets/scan";

interface Props {
  panel: Panel;
  /** The button (a form) that sends an unanswered scan again with its own scan id. */
  retry?: ReactNode;
  loginHref: string;
  pageHref: string;
}

export function ScanResult({ panel, retry, loginHref, pageHref }: Props) {
  const t = useTranslations("checkIn");
  const locale = useLocale() as Locale;
  const view = panelView(panel);
  const result = panel.kind === "scanned" ? panel.scan.result : panel.kind;
  return (
    <section
      className={`scan-result scan-result--${view.tone}`}
      data-testid="scan-result"
      data-result={result}
      role="status"
      aria-live="assertive"
      aria-atomic="true"
    >
      <p className="scan-result__title">{t(view.title)}</p>
      {view.ticket ? (
        <p className="scan-result__person">
          <span className="scan-result__buyer" data-testid="scan-buyer">
            {view.ticket.buyer}
          </span>
          <span className="scan-result__ticket">{view.ticket.name}</span>
        </p>
      ) : null}
      {view.text === "result.usedAt" && view.checkedInAt ? (
        <p className="scan-result__text" data-testid="scan-used-at">
          {t("result.usedAt", { time: formatMoment(view.checkedInAt, locale) })}
        </p>
      ) : view.text ? (
        <p className="scan-result__text">{t(view.text)}</p>
      ) : null}
      {view.message ? <p className="scan-result__text">{view.message}</p> : null}
      {view.code ? <p className="scan-result__code">{t("result.code", { code: view.code })}</p> : null}
      {view.retry ? retry : null}
      {view.login ? (
        <p>
          <a className="button button--light" href={loginHref}>
            {t("logIn")}
          </a>
        </p>
      ) : null}
      {view.reload ? (
        <p>
          <a className="button button--light" href={pageHref}>
            {t("reload")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
