"""Search benchmark (DESIGN.md §6): p50/p95 of GET /api/search with 10 000 articles and positions.

    backend/.venv/bin/python bench/search_bench.py            # SQLite, then PostgreSQL
    backend/.venv/bin/python bench/search_bench.py --only sqlite

Each database is a throwaway one built here (var/bench-search.sqlite3 and the PostgreSQL database
`bench_search` on POSTGRES_BENCH_URL's server); var/db.sqlite3 is never touched. Pages are
bulk-inserted, then indexed by Wagtail's `update_index`; the 220 queries below are timed through
Django's test client (the whole request: rate limit, search, thumbnails, JSON), once to warm up and
then ROUNDS times. Printed, not asserted.
"""

from __future__ import annotations

import random
import time

from throwaway import REPO, bench_main, setup_django, summary, vacuum_analyze

ARTICLES = 9_000
POSITIONS = 1_000
ROUNDS = 3

VOCABULARY = (
    "onderwijs zorg wonen woningen huurwoningen energie energieprijzen landbouw boeren stikstof veiligheid "
    "politie criminaliteit verkeer vervoer spoor wegen cultuur musea belastingen belasting inkomstenbelasting "
    "democratie referendum Europa Europese Unie België Duitsland natuur bossen ondernemers ondernemen bedrijven "
    "pensioenen ouderen defensie leger digitale rechten privacy water dijken sport media omroep gemeenten "
    "provincies justitie rechters arbeid werk werknemers gezinnen familie kinderen scholen leraren wetenschap "
    "universiteiten immigratie asiel migratie grenzen vrijheid meningsuiting economie inflatie koopkracht "
    "begroting schulden klimaat kernenergie windmolens gezondheid ziekenhuizen huisartsen zoeken zoekt gezocht "
    "verkiezingen kiezers stemmen partij kamerleden debat motie wetsvoorstel regering kabinet minister "
    "gemeenteraad raadsleden waterschap burgers inspraak transparantie bureaucratie regels vergunningen "
    "café coöperatie financiën ideeën reünie"
).split()
FILLER = "de het een van en in op voor met aan over bij door naar wij ook niet meer dan".split()

QUERIES = [
    # whole words, inflections, accents, partial last words, two and three words, no results
    *"onderwijs zorg wonen woning energie landbouw veiligheid verkeer cultuur belasting democratie europa".split(),
    *"natuur ondernemers pensioen defensie privacy water sport media gemeente provincie justitie arbeid".split(),
    *"kind school leraar wetenschap immigratie asiel migratie grens vrijheid economie inflatie begroting".split(),
    *"klimaat kernenergie windmolen gezondheid ziekenhuis huisarts zoeken zoekt gezocht verkiezing kiezer".split(),
    *"stem partij debat motie regering kabinet minister burger inspraak regel vergunning cafe cooperatie".split(),
    *"België belgie Belgie ideeen ideeën reunie reünie financien Financiën COÖPERATIE Onderwijs ZORG".split(),
    *"ond onder onderw zo zor won wo ener energ land landb veil veilig verk cult belas democ eur euro".split(),
    *"nat onderne pens def priv wat spo med gem gemeen prov just arb kin scho ler weten imm immigr".split(),
    *"as migr gren vrij econ infl begr klim kern wind gezond zieken huis zoe verkie kies part deb mot".split(),
    "zorg en onderwijs", "betaalbare woningen", "hoge energieprijzen", "boeren en stikstof",
    "politie en criminaliteit", "belasting omlaag", "europese unie", "referendum invoeren",
    "digitale rechten", "vrijheid van meningsuiting", "koopkracht ouderen", "kernenergie klimaat",
    "asiel en migratie", "grenzen dicht", "huurwoningen bouwen", "leraren tekort", "ziekenhuizen regio",
    "waterschap dijken", "gemeenteraad inspraak", "minder regels", "wetsvoorstel kabinet", "motie debat",
    "zorg onder", "woningen bou", "energie pri", "europa uni", "kinderen sch", "belasting inko",
    "defensie le", "natuur bo", "pensioen oud", "veiligheid pol", "klimaat wi", "immigratie gr",
    "verkiezingen kiez", "partij kamerl", "regering min", "burgers insp", "cultuur mus", "sport ver",
    "de", "het", "een", "van", "en", "in", "op", "voor", "met", "over",
    "xyzzy", "qwerty", "blablabla", "nietsbestaandwoord", "zzzz", "<script>alert(1)</script>",
    "' OR 1=1 --", "\"; DROP TABLE wagtailcore_page; --", "100%", "a&b",
    "onderwijs zorg wonen energie", "de zorg van de toekomst", "wat doet de partij voor boeren",
    "hoe zit het met belastingen", "standpunt over europa", "nieuws over immigratie", "zoeken naar woningen",
    "gezocht: leraren", "België en Nederland", "cafés en cultuur", "reünie van kamerleden",
    # issue 26: typos (corrected from the vocabulary), compounds and adjectives, OR-ranked words
    *"onderwys belastnig imigratie landbow veiligheit democrasie pensoen ziekenhuyzen verkiezinegn".split(),
    *"gezondheidszorg woningmarkt klimaatbeleid onderwijswet asielopvang europese economische".split(),
    "onderwys zorg", "belastnig wonen", "zorg onderwijs cultuur", "kernenergie windmolens boeren",
]
assert len(QUERIES) == 220, len(QUERIES)


# Real text follows Zipf's law over a large vocabulary: a few words are everywhere, most are rare.
# The topical words above are mixed with Dutch compounds made from them (onderwijsbeleid,
# zorgkosten, …) into a shuffled vocabulary of a few thousand words.
SUFFIXES = "beleid kosten plan wet debat sector stelsel regels akkoord fonds nota crisis hervorming".split()
LEXICON = VOCABULARY + [base.lower() + suffix for base in VOCABULARY for suffix in SUFFIXES]
random.Random(7).shuffle(LEXICON)
ZIPF = [1 / rank for rank in range(1, len(LEXICON) + 1)]


def sentence(rng: random.Random, words: int) -> str:
    out = []
    for _ in range(words):
        out.append(rng.choice(FILLER) if rng.random() < 0.35 else rng.choices(LEXICON, ZIPF)[0])
    return " ".join(out).capitalize()


def build(rng: random.Random) -> None:
    """Home, the two index pages and ARTICLES + POSITIONS pages, inserted in bulk."""
    import uuid
    from datetime import timedelta

    from django.contrib.contenttypes.models import ContentType
    from django.db import connection
    from django.utils import timezone
    from wagtail.models import Locale, Page

    from content.models import Article, ArticleIndexPage, HomePage, Position, PositionIndexPage
    from demo.images import demo_image

    nl, _ = Locale.objects.get_or_create(language_code="nl")
    Locale.objects.get_or_create(language_code="en")
    root = Page.get_first_root_node()
    for page in root.get_children():
        page.delete()
    home = root.add_child(instance=HomePage(title="Home", slug="home", locale=nl))
    news = home.add_child(instance=ArticleIndexPage(title="Nieuws", slug="nieuws", locale=nl))
    positions = home.add_child(instance=PositionIndexPage(title="Standpunten", slug="standpunten", locale=nl))
    images = [demo_image(seed, f"Bench {seed}") for seed in range(8)]
    now = timezone.now()

    def insert(model, parent, count, fields):
        content_type = ContentType.objects.get_for_model(model)
        pages = []
        for i in range(1, count + 1):
            title = sentence(rng, rng.randint(3, 8))
            slug = f"{model._meta.model_name}-{i}"
            pages.append(
                Page(
                    title=title, draft_title=title, slug=slug, content_type=content_type, locale=nl,
                    path=Page._get_path(parent.path, parent.depth + 1, i), depth=parent.depth + 1, numchild=0,
                    url_path=f"{parent.url_path}{slug}/", live=True, first_published_at=now,
                    last_published_at=now, translation_key=uuid.uuid4(),
                )
            )
        Page.objects.bulk_create(pages, batch_size=500)
        Page.objects.filter(pk=parent.pk).update(numchild=count)
        ids = Page.objects.filter(content_type=content_type).order_by("path").values_list("id", flat=True)
        columns = ["page_ptr_id", *fields(0).keys()]
        rows = [[page_id, *fields(i).values()] for i, page_id in enumerate(ids)]
        table = model._meta.db_table
        placeholders = ", ".join(["%s"] * len(columns))
        with connection.cursor() as cursor:
            cursor.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({placeholders})", rows)

    def body(i: int) -> str:
        import json

        paragraphs = [sentence(rng, rng.randint(40, 80)) for _ in range(rng.randint(2, 4))]
        return json.dumps([{"type": "paragraph", "value": f"<p>{p}</p>", "id": str(uuid.uuid4())} for p in paragraphs])

    insert(Article, news, ARTICLES, lambda i: {
        "intro": sentence(rng, 20), "image_id": images[i % 8].pk, "seo_image_id": None,
        "publish_on": now - timedelta(hours=i + 1), "website": "default", "body": body(i), "region_id": None,
    })
    insert(Position, positions, POSITIONS, lambda i: {
        "intro": sentence(rng, 20), "image_id": images[i % 8].pk, "seo_image_id": None, "body": body(i),
    })


def run(database_url: str, label: str) -> None:
    setup_django(database_url, MEDIA_ROOT=str(REPO / "var" / "bench-media"))
    from django.core.management import call_command
    from django.test import Client

    started = time.perf_counter()
    call_command("migrate", verbosity=0)
    build(random.Random(2026))
    built = time.perf_counter()
    call_command("update_index", verbosity=0)
    vacuum_analyze()
    indexed = time.perf_counter()

    client = Client(HTTP_HOST="localhost:3000")
    timings: list[float] = []
    results = 0
    for round_ in range(ROUNDS + 1):
        for n, q in enumerate(QUERIES):
            # One client address per query: the rate limit is counted (as in production) but not hit.
            address = f"10.{round_}.{n // 250}.{n % 250}"
            t0 = time.perf_counter()
            response = client.get("/api/search", {"q": q}, REMOTE_ADDR=address)
            elapsed = (time.perf_counter() - t0) * 1000
            assert response.status_code == 200, (q, response.status_code, response.content[:200])
            if round_:  # round 0 warms up
                timings.append(elapsed)
                body = response.json()
                results += bool(body["articles"] or body["positions"])
    print(
        f"{label:<10} {ARTICLES + POSITIONS:>6} pages  {len(timings):>4} requests  {summary(timings)}  "
        f"(queries with results: {results // ROUNDS}/{len(QUERIES)}; build {built - started:.0f} s, "
        f"index {indexed - built:.0f} s)",
        flush=True,
    )


if __name__ == "__main__":
    bench_main(
        __file__,
        __doc__,
        run,
        name="search",
        heading=f"search benchmark: {ARTICLES} articles + {POSITIONS} positions, {len(QUERIES)} queries x {ROUNDS}",
    )
