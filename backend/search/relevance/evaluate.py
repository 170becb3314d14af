"""Runs the relevance test set (corpus.py, queries.py) through the search API: where each expected
item came, and precision at 1 and at 3 (the share of queries whose item came first, or in the top
three). Used by search/tests/test_relevance.py on both databases."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.utils import timezone
from wagtail.models import Locale
from wagtail.rich_text import RichText

from content.models import Article, ArticleIndexPage

from .corpus import ARTICLES, Page
from .queries import QUERIES, Query


@dataclass(frozen=True)
class Outcome:
    query: Query
    place: int | None  # 1-based place of the expected item in its list; None when absent
    listed: list[str]

    @property
    def passed(self) -> bool:
        return self.place is not None and self.place <= self.query.within

    def __str__(self) -> str:
        q = self.query
        return f"{q.kind:9} {q.locale} {q.q!r} → {q.list} {q.slug!r}: place {self.place} of {self.listed[:4]}"


def _body(text: str) -> list:
    return [("paragraph", RichText(f"<p>{text}</p>"))]


def _add(news: ArticleIndexPage, page: Page) -> None:
    article = news.add_child(
        instance=Article(
            title=page.title,
            slug=page.slug,
            intro="",
            publish_on=timezone.now() - timedelta(days=page.days_ago),
            body=_body(page.text),
        )
    )
    article.save_revision().publish()
    if page.english:
        english = article.copy_for_translation(
            Locale.objects.get(language_code="en"), copy_parents=True
        )
        english.title = page.english.title
        english.body = _body(page.english.text)
        english.save_revision().publish()


def add_corpus() -> None:
    news = ArticleIndexPage.objects.get(locale__language_code="nl")
    for page in ARTICLES:
        _add(news, page)


def run(search: Any) -> list[Outcome]:
    """`search(q, locale)` answers the API's JSON."""
    outcomes = []
    for query in QUERIES:
        listed = [item["slug"] for item in search(query.q, query.locale)[query.list]]
        place = listed.index(query.slug) + 1 if query.slug in listed else None
        outcomes.append(Outcome(query, place, listed))
    return outcomes


def precision(outcomes: list[Outcome], at: int) -> float:
    return sum(1 for o in outcomes if o.place is not None and o.place <= at) / len(outcomes)
