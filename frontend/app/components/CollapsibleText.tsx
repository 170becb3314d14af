import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { collapsibleView, toggleCollapsible } from "./collapsible";

/** Long text shown collapsed with a 'LEES MEER' toggle. Without JavaScript the full text shows. */
export function CollapsibleText({ title, html, initiallyExpanded = false }: { title?: string; html: string; initiallyExpanded?: boolean }) {
  const t = useTranslations("page");
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const view = collapsibleView(expanded);
  const contentId = useId();
  return (
    <section className="collapsible" data-expanded={expanded} data-testid="collapsible">
      {title ? <h2 className="collapsible__title">{title}</h2> : null}
      <div
        id={contentId}
        className="collapsible__content rich-text"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <button
        type="button"
        className="collapsible__toggle"
        aria-expanded={view.ariaExpanded}
        aria-controls={contentId}
        onClick={() => setExpanded(toggleCollapsible)}
      >
        {t(view.labelKey)}
      </button>
    </section>
  );
}
