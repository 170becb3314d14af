// An article: the same 1 500 words from the loader on every request, in paragraphs.
import type { Route } from "./+types/article";

const WORDS = (
  "de gemeente kiest voor betaalbare woningen en een sterke economie waarin burgers zelf beslissen over " +
  "belasting onderwijs zorg veiligheid en de toekomst van ons land het parlement debatteert vandaag over"
).split(" ");

// 1 500 words, 15 paragraphs of 100, computed once: the loader returns the same text each time.
const PARAGRAPHS = Array.from({ length: 15 }, (_, p) =>
  Array.from({ length: 100 }, (_, w) => WORDS[(p * 7 + w * 3) % WORDS.length]).join(" ") + ".",
);

export function loader({ params }: Route.LoaderArgs) {
  return { title: `Artikel ${params.slug}`, published: "2026-11-27", paragraphs: PARAGRAPHS };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? "Artikel" }];
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <h1>{loaderData.title}</h1>
      <time dateTime={loaderData.published}>27 november 2026</time>
      {loaderData.paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </article>
  );
}
