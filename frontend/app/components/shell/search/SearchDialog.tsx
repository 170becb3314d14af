// The search dialog of SPEC §2.15: a native modal <dialog> (focus stays inside, Escape closes, the
// page behind is inert) with a search field, a close button and results grouped as positions and
// articles. Loaded on first use only (see SearchButton), so no page ships it up front.
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { createApiClient } from "../../../lib/api/client";
import type { components } from "../../../lib/api/schema";
import type { Locale } from "../../../lib/locale";
import { createSearcher, debounce, normalizeQuery, SEARCH_DEBOUNCE_MS, urlWithQuery } from "../../../lib/search";
import { contentLangOf } from "../../content/ContentLanguage";
import { RelativeDate } from "../../content/RelativeDate";
import { LocalLink } from "../../LocalLink";
import { CloseIcon, SearchIcon } from "./icons";
import "../../../styles/search.css";

type SearchOut = components["schemas"]["SearchOut"];
type SearchItem = components["schemas"]["SearchItemOut"];

// In the browser the API is on the same origin, behind the front server's proxy.
const api = createApiClient("");

// On /en the English pages are searched in English (and the Dutch ones that have no translation).
async function fetchResults(q: string, locale: Locale, signal: AbortSignal): Promise<SearchOut> {
  const { data, error } = await api.GET("/api/search", { params: { query: { q, locale } }, signal });
  if (!data) throw error ?? new Error("search failed");
  return data;
}

type Answer = { q: string; result: SearchOut } | { q: string; failed: true };

export interface SearchDialogProps {
  initialQuery: string;
  onClose: () => void;
}

export default function SearchDialog({ initialQuery, onClose }: SearchDialogProps) {
  const t = useTranslations("search");
  const locale = useLocale() as Locale;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const statusId = useId();
  const [text, setText] = useState(initialQuery);
  const [query, setQuery] = useState(() => normalizeQuery(initialQuery));
  const [answer, setAnswer] = useState<Answer | null>(null);

  const searcher = useMemo(
    () =>
      createSearcher<SearchOut>(
        (q, signal) => fetchResults(q, locale, signal),
        (outcome) => setAnswer("result" in outcome ? { q: outcome.q, result: outcome.result } : { q: outcome.q, failed: true }),
      ),
    [locale],
  );
  const settle = useMemo(() => debounce((value: string) => setQuery(normalizeQuery(value)), SEARCH_DEBOUNCE_MS), []);

  // Open as a modal with the field focused; on the way out, stop whatever is still running.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => {
      settle.cancel();
      searcher.reset();
    };
  }, [settle, searcher]);

  // The settled query goes into the page URL (replaced, so no history entries and no route
  // loader runs: React Router's own state is kept) and to the API.
  useEffect(() => {
    window.history.replaceState(window.history.state, "", urlWithQuery(window.location.href, query));
    if (query) searcher.search(query);
    else searcher.reset();
  }, [query, searcher]);

  const close = () => dialogRef.current?.close();
  // "Bedoelde u: …": the corrected words into the field (the results already are theirs).
  const takeCorrection = (corrected: string) => {
    setText(corrected);
    setQuery(normalizeQuery(corrected));
    inputRef.current?.focus();
  };
  const onDialogClose = () => {
    window.history.replaceState(window.history.state, "", urlWithQuery(window.location.href, ""));
    onClose();
  };
  // A click on the dialog element itself is a click on the backdrop: the panel fills the dialog.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const links = () => Array.from(resultsRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-result]") ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape closes, also from the field (a search field would otherwise only clear itself).
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === "Enter" && event.target === inputRef.current) {
      const first = links()[0];
      if (first) {
        event.preventDefault();
        first.click();
      }
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops: HTMLElement[] = [inputRef.current!, ...links()];
    if (stops.length < 2) return;
    event.preventDefault();
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    stops[(at + step + stops.length) % stops.length]!.focus();
  };

  const typed = normalizeQuery(text);
  const current = answer && answer.q === typed ? answer : null;
  const pending = typed !== "" && current === null;
  const result = current && "result" in current ? current.result : null;
  const empty = result !== null && result.positions.length === 0 && result.articles.length === 0;

  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-labelledby={titleId}
      data-testid="search-dialog"
      onClose={onDialogClose}
      onClick={onDialogClick}
    >
      <div className="search-dialog__panel" onKeyDown={onKeyDown}>
        <div className="search-dialog__bar">
          <h2 id={titleId} className="sr-only">
            {t("title")}
          </h2>
          <SearchIcon />
          <input
            ref={inputRef}
            type="search"
            className="search-dialog__input"
            value={text}
            placeholder={t("placeholder")}
            aria-label={t("inputLabel")}
            aria-describedby={statusId}
            aria-controls={`${statusId}-results`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            data-testid="search-input"
            onChange={(event) => {
              setText(event.target.value);
              settle(event.target.value);
            }}
          />
          <button type="button" className="search-dialog__close" aria-label={t("close")} data-testid="search-close" onClick={close}>
            <CloseIcon />
          </button>
        </div>

        <div id={statusId} className="search-dialog__status" role="status" aria-live="polite">
          {pending ? (
            <span className="search-dialog__pending" data-testid="search-pending">
              <span className="spinner" aria-hidden="true" />
              {t("pending")}
            </span>
          ) : empty ? (
            <p data-testid="search-empty">{t("noResults")}</p>
          ) : current && "failed" in current ? (
            <p data-testid="search-error">{t("error")}</p>
          ) : result ? (
            <>
              {result.corrected ? (
                <p className="search-dialog__corrected" data-testid="search-corrected">
                  {t.rich("corrected", {
                    query: result.corrected,
                    fix: (chunks) => (
                      <button type="button" className="search-dialog__fix" onClick={() => takeCorrection(result.corrected!)}>
                        {chunks}
                      </button>
                    ),
                  })}
                </p>
              ) : null}
              <span className="sr-only">{t("found", { count: result.positions.length + result.articles.length })}</span>
            </>
          ) : null}
        </div>

        <div id={`${statusId}-results`} ref={resultsRef} className="search-dialog__results" data-testid="search-results">
          {result && !pending ? (
            <>
              <ResultGroup title={t("positions")} items={result.positions} basePath="/standpunten" onChoose={close} testId="search-positions" />
              <ResultGroup title={t("articles")} items={result.articles} basePath="/nieuws" onChoose={close} testId="search-articles" />
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

function ResultGroup(props: { title: string; items: SearchItem[]; basePath: string; onChoose: () => void; testId: string }) {
  // On /en a result without an English translation is the Dutch page: its title says so (lang).
  const siteLocale = useLocale();
  const headingId = useId();
  if (props.items.length === 0) return null;
  return (
    <section className="search-group" aria-labelledby={headingId} data-testid={props.testId}>
      <h3 id={headingId} className="search-group__title">
        {props.title}
      </h3>
      <ul className="search-group__list">
        {props.items.map((item) => (
          <li key={item.slug}>
            <LocalLink to={`${props.basePath}/${item.slug}`} className="search-result" data-result="" onClick={props.onChoose}>
              {item.image ? (
                <img className="search-result__image" src={item.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
              ) : (
                <span className="search-result__image search-result__image--empty" aria-hidden="true" />
              )}
              <span className="search-result__text">
                <span className="search-result__title" lang={contentLangOf(siteLocale, item.locale)}>
                  {item.title}
                </span>
                {item.publish_on ? (
                  <span className="search-result__date">
                    <RelativeDate date={item.publish_on} />
                  </span>
                ) : null}
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
