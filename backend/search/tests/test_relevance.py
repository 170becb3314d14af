"""The relevance test set (search/relevance): every query finds its item first or in the top three,
on SQLite and on PostgreSQL (make test runs the backend suite on both). Precision at 1 and at 3 is
printed (`pytest -s`) for bench/RESULTS.md."""

from __future__ import annotations

from django.db import connection

from search.relevance import evaluate
from search.relevance.queries import NOTHING, QUERIES

URL = "/api/search"


def test_every_query_of_the_relevance_set_finds_its_item(client, demo, settings):
    settings.SEARCH_RATE_LIMIT_PER_MINUTE = 10_000  # one visitor asking a hundred queries at once
    evaluate.add_corpus()

    def search(q: str, locale: str) -> dict:
        response = client.get(URL, {"q": q, "locale": locale})
        assert response.status_code == 200, response.content
        return response.json()

    outcomes = evaluate.run(search)
    print(
        f"\nrelevance on {connection.vendor}: {len(QUERIES)} queries, "
        f"P@1 {evaluate.precision(outcomes, 1):.3f}, P@3 {evaluate.precision(outcomes, 3):.3f}"
    )
    assert len(QUERIES) >= 60
    failed = [str(outcome) for outcome in outcomes if not outcome.passed]
    assert not failed, "\n".join(failed)
    for q in NOTHING:  # the control: nonsense finds nothing, corrected or not
        found = search(q, "nl")
        assert found == {"positions": [], "articles": [], "corrected": None}, q
