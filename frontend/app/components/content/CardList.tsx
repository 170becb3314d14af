// A list page: its title and intro, then the items as a grid of cards, or a line saying there are none.
// A card shows its item alone: the server keeps each card's HTML under the item (KeptListItem).
import type { Key, ReactElement } from "react";
import { KeptListItem } from "./KeptListItem";

interface CardListProps<T> {
  testId: string;
  title: string;
  intro?: string;
  items: readonly T[];
  empty: string;
  itemKey: (item: T) => Key;
  /** The card of an item: what it shows follows from the item and the page's language alone. */
  children: (item: T) => ReactElement;
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
            <KeptListItem key={itemKey(item)} kind={testId} data={item}>
              {children(item)}
            </KeptListItem>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}
