// Frequently asked questions: native <details>, so they open and close without JavaScript. The
// answers are HTML the CMS has sanitised.
import type { CmsBlockOf } from "../../../lib/cms";

export function Faq({ value: { title, items } }: { value: CmsBlockOf<"faq">["value"] }) {
  if (items.length === 0) return null;
  return (
    <section className="landing-section faq" aria-label={title || undefined} data-testid="faq">
      {title ? <h2 className="landing-section__title">{title}</h2> : null}
      {items.map((item, index) => (
        <details key={index} className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer rich-text" dangerouslySetInnerHTML={{ __html: item.answer }} />
        </details>
      ))}
    </section>
  );
}
