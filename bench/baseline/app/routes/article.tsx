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

// BASELINE_CARDS=N: below the text, a list of N news cards as /nieuws shows them (an image, a
// linked title, a summary, a date and an author: ten elements each), from the loader. It measures
// what a list's content costs the bare framework: 0 (unset) is the anchor of issue 25.
function newsCards(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    slug: `nieuwsbericht-${i}`,
    title: `Nieuwsbericht ${i}: een update over onderwijs`,
    intro: "Een korte samenvatting van een fictief nieuwsbericht over onderwijs.",
    published: "2026-11-28T12:31:33.908Z",
    author: "Anna de Vries",
    image: `/media/images/demo-${i}`,
  }));
}

// BASELINE_API_URL (bench/render_cpu.mjs sets it for its second anchor): the loader also fetches
// that URL and waits for its JSON, as a content page waits for its one call to Django. Unset, the
// loader answers at once, as before: the bare page of issue 25.
export function loader({ params }: Route.LoaderArgs) {
  const count = Number(process.env.BASELINE_CARDS ?? 0);
  // Without cards the loader data is the anchor's, unchanged.
  const article = { title: `Artikel ${params.slug}`, published: "2026-11-27", paragraphs: PARAGRAPHS, ...(count ? { cards: newsCards(count) } : {}) };
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
      {loaderData.cards?.length ? (
        <ul>
          {loaderData.cards.map((card) => (
            <li key={card.slug}>
              <article className="card">
                <div className="card__media">
                  <img className="card__image" src={`${card.image}.width-800.webp`} srcSet={`${card.image}.width-400.webp 400w, ${card.image}.width-800.webp 800w`} sizes="100vw" width={1600} height={900} alt="" loading="lazy" decoding="async" />
                </div>
                <div className="card__body">
                  <h2 className="card__title">
                    <a className="card__link" href={`/nieuws/${card.slug}`}>{card.title}</a>
                  </h2>
                  <p className="card__intro">{card.intro}</p>
                  <p className="card__meta">
                    <time dateTime={card.published}>1 uur geleden</time>
                    <span aria-hidden="true"> · </span>
                    <span className="authors">Door {card.author}</span>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
