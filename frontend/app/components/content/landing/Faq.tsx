// Frequently asked questions: native <details>, so they open and close without JavaScript.
export interface FaqItem {
  question: string;
  /** HTML the CMS has sanitised. */
  answer: string;
}

export function Faq({ title, items }: { title: string; items: FaqItem[] }) {
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
