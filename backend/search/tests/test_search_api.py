import time
from datetime import timedelta

import pytest
from django.utils import timezone
from wagtail.rich_text import RichText

from content.models import Article, ArticleIndexPage, Position, PositionIndexPage

URL = "/api/search"


@pytest.fixture
def news(demo):
    return ArticleIndexPage.objects.get(locale__language_code="nl")


def add_article(news, title, text="", *, slug, publish_on=None, live=True):
    article = Article(
        title=title,
        slug=slug,
        intro="",
        publish_on=publish_on or timezone.now() - timedelta(hours=1),
        body=[("paragraph", RichText(f"<p>{text}</p>"))],
        live=live,
    )
    return news.add_child(instance=article)


def add_position(title, text="", *, slug):
    parent = PositionIndexPage.objects.get(locale__language_code="nl")
    position = parent.add_child(
        instance=Position(title=title, slug=slug, body=[("paragraph", RichText(f"<p>{text}</p>"))])
    )
    position.save_revision().publish()
    position.refresh_from_db()
    return position


def search(client, q, **headers):
    response = client.get(URL, {"q": q}, **headers)
    assert response.status_code == 200, response.content
    return response.json()


def article_slugs(client, q):
    return [item["slug"] for item in search(client, q)["articles"]]


def test_finds_positions_and_articles_with_the_fields_of_the_spec(client, demo):
    body = search(client, "onderwijs")
    position = body["positions"][0]
    assert position["slug"] == "onderwijs" and position["model_type"] == "position"
    assert position["title"] == "Onderwijs"
    assert position["image"].endswith(".webp")
    article = body["articles"][0]
    assert article["model_type"] == "article" and "onderwijs" in article["title"]
    assert article["image"].endswith(".webp") and article["publish_on"]
    assert len(body["articles"]) <= 8 and len(body["positions"]) <= 8


def test_title_matches_rank_above_body_only_matches(client, news):
    add_article(news, "Lange bespreking", "grachtenpanden " * 6, slug="in-de-tekst")
    add_article(news, "Grachtenpanden in de binnenstad", "Een korte tekst.", slug="in-de-titel")
    assert article_slugs(client, "grachtenpanden")[:2] == ["in-de-titel", "in-de-tekst"]


@pytest.mark.parametrize("q", ["zoekt", "zoeken", "gezocht", "Zoekt"])
def test_dutch_inflections_find_the_same_pages(client, news, q):
    add_article(news, "Vrijwilligers", "De vereniging zoekt nieuwe vrijwilligers.", slug="zoekt")
    add_article(news, "Oproep", "Er wordt dringend gezocht naar helpers.", slug="gezocht")
    add_article(news, "Samen", "Wij blijven zoeken naar oplossingen.", slug="zoeken")
    assert {"zoekt", "gezocht", "zoeken"} <= set(article_slugs(client, q))


@pytest.mark.parametrize("q", ["belgie", "België", "BELGIË", "belgië"])
def test_accents_and_case_are_ignored(client, news, q):
    add_article(news, "Samenwerking met België", slug="belgie")
    add_article(
        news,
        "Afspraken met de zuiderburen",
        "Overleg met belgie over grenzen.",
        slug="zonder-accent",
    )
    assert {"belgie", "zonder-accent"} <= set(article_slugs(client, q))


@pytest.mark.parametrize("q", ["immigr", "Immi", "immigratie", "grenzen immigr"])
def test_the_last_word_may_be_incomplete(client, news, q):
    add_article(news, "Immigratie en grenzen", slug="immigratie")
    assert "immigratie" in article_slugs(client, q)


def test_pages_with_every_word_come_before_pages_with_some(client, news):
    add_article(news, "Immigratie en grenzen", slug="immigratie")
    add_article(news, "Landbouw in de polder", slug="landbouw-polder")
    add_article(news, "Toekomst", "Over landbouw en immigratie.", slug="allebei")
    add_article(news, "Iets anders", "Over de zee.", slug="geen")
    slugs = article_slugs(client, "immigratie landbouw")
    assert slugs[0] == "allebei"
    assert {"immigratie", "landbouw-polder"} <= set(slugs) and "geen" not in slugs


def test_a_typo_is_corrected_and_said_so_when_the_correction_decides(client, news):
    add_article(news, "Grachtenpanden in de binnenstad", slug="grachten")
    body = search(client, "grachtenpadnen")
    assert [item["slug"] for item in body["articles"]] == ["grachten"]
    assert body["corrected"] == "grachtenpanden"
    # Words that find something as typed are not corrected, and say nothing of it.
    assert search(client, "grachtenpanden")["corrected"] is None
    # Short words and words too far from any other are left alone (the control).
    assert search(client, "grach")["corrected"] is None
    assert search(client, "grxchtxnpxdnen") == {"positions": [], "articles": [], "corrected": None}


def test_a_compound_finds_pages_about_its_parts(client, news):
    add_article(news, "Gezondheid en zorg in de wijk", slug="beide")
    add_article(news, "Zorg thuis", slug="zorg-thuis")
    add_article(news, "Gezondheid voorop", slug="gezondheid")
    add_article(news, "Iets anders", "Over de zee.", slug="geen")
    slugs = article_slugs(client, "gezondheidszorg")  # in no page as such
    assert slugs[0] == "beide"
    assert {"zorg-thuis", "gezondheid"} <= set(slugs) and "geen" not in slugs


def test_an_adjective_meets_its_noun(client, news):
    add_article(news, "Samenwerking in Europa", slug="europa-test")
    assert "europa-test" in article_slugs(client, "europese")


def test_scheduled_draft_regional_and_unpublished_pages_are_not_found(client, news):
    add_article(
        news, "Toekomstmuziek", slug="gepland", publish_on=timezone.now() + timedelta(days=1)
    )
    add_article(news, "Toekomstmuziek concept", slug="concept", live=False)
    add_article(news, "Toekomstmuziek vandaag", slug="vandaag")
    assert article_slugs(client, "toekomstmuziek") == ["vandaag"]
    assert "gepland-bericht" not in article_slugs(client, "gepland bericht")
    assert not [slug for slug in article_slugs(client, "nieuws uit") if slug.startswith("nieuws-")]


def test_a_scheduled_article_is_found_once_its_time_has_come(client, news):
    # The visible lists are compiled once and kept (search/lists.py): the moment of publication
    # is compared with the database's clock at each search, not with the moment they were built.
    article = add_article(
        news, "Toekomstmuziek", slug="gepland", publish_on=timezone.now() + timedelta(days=1)
    )
    assert article_slugs(client, "toekomstmuziek") == []
    # Its time comes after that search (written as it is stored, without a save that could clear
    # any cache) and has come by the next one.
    Article.objects.filter(pk=article.pk).update(publish_on=timezone.now() + timedelta(milliseconds=20))
    time.sleep(0.05)
    assert article_slugs(client, "toekomstmuziek") == ["gepland"]


def test_a_visible_match_ranked_below_many_invisible_ones_is_found(client, news):
    # More scheduled title matches than the ranking window: the visible body match is still found.
    later = timezone.now() + timedelta(days=1)
    for i in range(32):
        add_article(news, f"Zeppelin {i}", "zeppelin " * 3, slug=f"gepland-{i}", publish_on=later)
    add_article(news, "Luchtvaart", "Over de zeppelin.", slug="zichtbaar")
    assert article_slugs(client, "zeppelin") == ["zichtbaar"]


def test_publishing_editing_and_unpublishing_update_the_index(client, news):
    article = add_article(news, "Een gewoon bericht", slug="bericht", live=False)
    assert article_slugs(client, "xylofoon") == []
    article.title = "Een bericht over de xylofoon"
    article.save_revision().publish()
    assert article_slugs(client, "xylofoon") == ["bericht"]
    article = Article.objects.get(pk=article.pk)
    article.title = "Een bericht over de trompet"
    article.save_revision().publish()
    assert article_slugs(client, "xylofoon") == [] and article_slugs(client, "trompet") == [
        "bericht"
    ]
    article.unpublish()
    assert article_slugs(client, "trompet") == []


def test_positions_are_searched_and_dated_by_first_publication(client, demo):
    position = add_position("Kunstmatige intelligentie", "Regels voor algoritmes.", slug="ai")
    body = search(client, "algoritme")
    assert [item["slug"] for item in body["positions"]] == ["ai"]
    assert body["positions"][0]["publish_on"].startswith(
        position.first_published_at.isoformat()[:19]
    )


@pytest.mark.parametrize("q", ["", "   ", "\t\n"])
def test_an_empty_query_finds_nothing(client, demo, q):
    assert search(client, q) == {"positions": [], "articles": [], "corrected": None}


def test_missing_q_finds_nothing(client, demo):
    assert client.get(URL).json() == {"positions": [], "articles": [], "corrected": None}


def test_an_over_long_query_is_refused_with_a_clear_message(client, demo):
    assert client.get(URL, {"q": "a" * 200}).status_code == 200
    response = client.get(URL, {"q": "a" * 201})
    assert response.status_code == 422
    body = response.json()
    assert "200 tekens" in body["message"] and "q" in body["fields"]


@pytest.mark.parametrize(
    "q",
    [
        "<script>alert(1)</script>",
        "' OR 1=1 --",
        '"; DROP TABLE wagtailcore_page; --',
        '"',
        "*",
        "NEAR(a b)",
        "AND OR NOT",
        "100% & 50%",
        "\\",
        "😀",
    ],
)
def test_sql_and_html_characters_are_just_text(client, demo, q):
    body = search(client, q)
    assert set(body) == {"positions", "articles", "corrected"}


def test_markup_in_a_query_matches_the_words(client, news):
    add_article(news, "Vetgedrukte koppen", slug="vet")
    for q in ["<vetgedrukte>", "'vetgedrukte'; --", '"vetgedrukte*"', "(vetgedr"]:
        assert article_slugs(client, q) == ["vet"]


def test_rate_limit_per_client(client, demo, settings):
    settings.SEARCH_RATE_LIMIT_PER_MINUTE = 3
    first = {"HTTP_X_FORWARDED_FOR": "198.51.100.1"}
    for _ in range(3):
        assert client.get(URL, {"q": "zorg"}, **first).status_code == 200
    response = client.get(URL, {"q": "zorg"}, **first)
    assert response.status_code == 429
    assert response.json()["message"].startswith("Te veel zoekopdrachten")
    # Another visitor is not hindered, and a spoofed left part does not buy a fresh allowance.
    assert client.get(URL, {"q": "zorg"}, HTTP_X_FORWARDED_FOR="198.51.100.2").status_code == 200
    spoofed = {"HTTP_X_FORWARDED_FOR": "203.0.113.50, 198.51.100.1"}
    assert client.get(URL, {"q": "zorg"}, **spoofed).status_code == 429


def test_normal_typing_stays_under_the_default_limit(client, demo):
    for end in range(
        1, 21
    ):  # twenty keystrokes' worth of requests, more than the debounce lets through
        assert client.get(URL, {"q": "onderwijs zorg wonen"[:end]}).status_code == 200


def translate(page, title: str, text: str, *, slug: str | None = None):
    """The English translation of a page, published (as an editor does it)."""
    from wagtail.models import Locale

    english = page.copy_for_translation(Locale.objects.get(language_code="en"), copy_parents=True)
    english.title, english.slug = title, slug or page.slug
    english.body = [("paragraph", RichText(f"<p>{text}</p>"))]
    english.save_revision().publish()
    english.refresh_from_db()
    return english


def search_in(client, q, locale):
    response = client.get(URL, {"q": q, "locale": locale})
    assert response.status_code == 200, response.content
    return response.json()


def test_english_search_finds_english_pages_in_english_word_forms(client, news):
    dutch = add_position("Studiebeurzen voor iedereen", "Scholen en leraren", slug="beurzen-test")
    translate(dutch, "Scholarships for everyone", "Schools and teachers", slug="scholarships-test")
    untranslated = add_article(news, "Waterbeheer in de polder", "Dijken", slug="water-test")
    untranslated.save_revision().publish()

    # 'scholarship' meets 'Scholarships' only through the English stemmer.
    found = search_in(client, "scholarship", "en")["positions"]
    assert [(item["slug"], item["title"]) for item in found][:1] == [
        ("scholarships-test", "Scholarships for everyone")
    ]
    assert "scholarships-test" in [item["slug"] for item in search_in(client, "teacher", "en")["positions"]]
    # The Dutch site searches the Dutch page, not its translation.
    assert search_in(client, "scholarship", "nl")["positions"] == []
    assert search_in(client, "studiebeurs", "nl")["positions"][0]["slug"] == "beurzen-test"
    # On /en the Dutch original of a translated page is not listed twice; an untranslated page
    # (shown on /en in Dutch) is still found, by its Dutch words.
    assert all(item["slug"] != "beurzen-test" for item in search_in(client, "studiebeurs", "en")["positions"])
    # (Pages about water follow it: the compound's parts.)
    assert [item["slug"] for item in search_in(client, "waterbeheer", "en")["articles"]][0] == "water-test"


def test_an_english_result_is_dated_as_its_dutch_page(client, demo):
    from datetime import datetime

    dutch = Position.objects.get(slug="onderwijs", locale__language_code="nl")
    (found,) = [item for item in search_in(client, "education", "en")["positions"] if item["slug"] == "onderwijs"]
    assert found["title"] == "Education"
    dated = datetime.fromisoformat(found["publish_on"])
    assert abs(dated - dutch.first_published_at) < timedelta(milliseconds=1)  # JSON keeps ms


def test_a_too_long_english_search_answers_in_english(client, demo):
    response = client.get(URL, {"q": "x" * 201, "locale": "en"})
    assert response.status_code == 422
    assert response.json()["message"].startswith("The search is too long")


def test_pages_in_a_private_section_are_never_found(client, news):
    from wagtail.models import PageViewRestriction

    article = add_article(news, "Beslotenwoord vergadering", "beslotenwoord", slug="besloten")
    position = add_position("Beslotenwoord standpunt", "beslotenwoord", slug="besloten-standpunt")
    found = search(client, "beslotenwoord")
    assert ([a["slug"] for a in found["articles"]], [p["slug"] for p in found["positions"]]) == (
        ["besloten"],
        ["besloten-standpunt"],
    )
    for page in (article, position):
        PageViewRestriction.objects.create(page=page, restriction_type="password", password="geheim")
    for locale in ("nl", "en"):  # on /en the Dutch pages without a translation are searched too
        found = client.get(URL, {"q": "beslotenwoord", "locale": locale}).json()
        assert found["articles"] == [] and found["positions"] == [], locale
