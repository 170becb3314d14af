// The 'Zoeken' button of the header and the dialog it opens. The dialog's code is fetched on first
// use (or when the pointer or focus comes near the button); a page opened with ?q= opens it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { createFocusHistory } from "../../../lib/search-history";
import { SearchIcon } from "./icons";

const loadDialog = () => import("./SearchDialog");
const SearchDialog = lazy(loadDialog);

/** Remembers the ten most recently focused elements of the page (SPEC §9). */
function useFocusHistory() {
  // One history for the component's life, made once (state, not a ref read during render).
  const [history] = useState(() => createFocusHistory<HTMLElement>());
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) history.record(event.target);
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [history]);
  return history;
}

export function SearchButton() {
  const t = useTranslations("search");
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusHistory = useFocusHistory();
  const [open, setOpen] = useState<{ query: string } | null>(null);

  // A page opened with ?q= shows the dialog with that query (after hydration: it is browser-only).
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opens after hydration on purpose, see above
    if (q && q.trim()) setOpen({ query: q });
  }, []);

  // Leaving the page (a result, the back button) closes it.
  const pathname = useRef(location.pathname);
  useEffect(() => {
    if (pathname.current === location.pathname) return;
    pathname.current = location.pathname;
    setOpen(null);
  }, [location.pathname]);

  const onClose = useCallback(() => {
    setOpen(null);
    // Focus returns to where it was before the dialog: the newest remembered element still on the page.
    const dialog = document.querySelector("[data-testid='search-dialog']");
    const previous = focusHistory.latest((element) => element.isConnected && !dialog?.contains(element) && element !== document.body);
    (previous ?? buttonRef.current)?.focus();
  }, [focusHistory]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-toggle"
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        data-testid="search-open"
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen({ query: "" })}
      >
        <SearchIcon />
        <span className="search-toggle__text">{t("open")}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={open.query} onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
