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

// BASELINE_API_URL (bench/render_cpu.mjs sets it for its second anchor): the loader also fetches
// that URL and waits for its JSON, as a content page waits for its one call to Django. Unset, the
// loader answers at once, as before: the bare page of issue 25.
export function loader({ params }: Route.LoaderArgs) {
  const article = { title: `Artikel ${params.slug}`, published: "2026-11-27", paragraphs: PARAGRAPHS };
  const api = process.env.BASELINE_API_URL;
  return api ? fetch(api).then(async (response) => (await response.json(), article)) : article;
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
