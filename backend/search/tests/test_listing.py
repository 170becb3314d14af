"""The title tier's candidate window (search/listing.py): looking up only the best few title
matches by the title index must list exactly what looking up every match lists."""

from datetime import timedelta

import pytest
from django.utils import timezone

from content.news.selectors import visible_articles
from search import listing
from search.listing import Listing
from search.text import query_group

from .test_search_api import add_article, news  # noqa: F401 (fixture)

NOW = timezone.now()
# (slug, title, hours ago; negative: scheduled, so not visible yet)
PAGES = [
    ("kort-nieuw", "Zeldzaamwoord", 1),
    ("kort-oud", "Zeldzaamwoord", 30),
    ("kort-gepland", "Zeldzaamwoord", -5),
    ("heel-gepland", "Zeldzaamwoord x", -2),
    ("middel-nieuw", "Zeldzaamwoord aa", 2),
    ("middel-oud", "Zeldzaamwoord bb", 40),
    ("lang", "Zeldzaamwoord over iets", 3),
    ("samenstelling", "Zeldzaamwoordbeleid", 1),
    ("langer", "Zeldzaamwoord over nog iets", 4),
    ("langst", "Zeldzaamwoord over nog veel meer", 5),
]
EXPECTED = [  # whole words first, then the shortest title, then the newest; scheduled ones left out
    "kort-nieuw", "kort-oud", "middel-nieuw", "middel-oud", "lang", "langer", "langst",
    "samenstelling",
]


@pytest.fixture
def pages(news):  # noqa: F811
    for slug, title, hours_ago in PAGES:
        add_article(news, title, slug=slug, publish_on=NOW - timedelta(hours=hours_ago))


def listed(room=8):
    found = Listing(visible_articles(), "publish_on").title_matches(
        [query_group("zeldzaamwoord")], every=True, room=room
    )
    slugs = [row["slug"] for row in found]
    assert all(row["date"].tzinfo is not None for row in found)  # dates as the ORM gives them
    return slugs


@pytest.mark.parametrize("candidates", [1, 2, 3, 4, 7, 40])
def test_a_candidate_window_lists_what_every_match_lists(pages, monkeypatch, candidates):
    monkeypatch.setattr(listing, "CANDIDATES", candidates)
    assert listed() == EXPECTED
    assert listed(room=3) == EXPECTED[:3]


def test_some_words_rank_the_most_words_first(pages, news, monkeypatch):  # noqa: F811
    add_article(news, "Zeldzaamwoord en tweedewoord", slug="beide", publish_on=NOW - timedelta(days=9))
    monkeypatch.setattr(listing, "CANDIDATES", 2)
    groups = [query_group("zeldzaamwoord"), query_group("tweedewoord")]
    found = Listing(visible_articles(), "publish_on").title_matches(groups, every=False, room=3)
    assert [row["slug"] for row in found] == ["beide", "kort-nieuw", "kort-oud"]
