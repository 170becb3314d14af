// A list page: its title and intro, then the items as a grid of cards, or a line saying there are none.
import type { Key, ReactNode } from "react";

interface CardListProps<T> {
  testId: string;
  title: string;
  intro?: string;
  items: readonly T[];
  empty: string;
  itemKey: (item: T) => Key;
  children: (item: T) => ReactNode;
}

export function CardList<T>({ testId, title, intro, items, empty, itemKey, children }: CardListProps<T>) {
  return (
    <section className="content-list container" data-testid={testId}>
      <header className="content-list__header">
        <h1>{title}</h1>
        {intro ? <p className="content-list__intro">{intro}</p> : null}
      </header>
      {items.length > 0 ? (
        <ul className="card-grid">
          {items.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}
