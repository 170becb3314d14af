"""What the visitors' search indexes of a page (see text.py for the Dutch word forms)."""

from __future__ import annotations

from typing import Any

from .text import index_text

# The title's forms are indexed this many times: a word in the title weighs more than one in the
# body in every backend's ranking (SQLite bm25, PostgreSQL ts_rank, Elasticsearch), which helps
# title matches into the candidates that selectors.py orders title-first.
TITLE_WEIGHT = 3


def _body_text(page: Any) -> str:
    body = getattr(page, "body", None)
    if body is None:
        return ""
    content = page._meta.get_field("body").get_searchable_content(body)
    return " ".join(str(part) for part in content)


def page_search_text(page: Any) -> str:
    """The title's forms TITLE_WEIGHT times, then every form of the introduction and body once.

    Once: how often a body word occurs hardly tells a better match in a short result list, while
    repeating it makes the index and every ranking query several times bigger."""
    title = index_text(page.title)
    rest = dict.fromkeys(index_text(f"{getattr(page, 'intro', '')} {_body_text(page)}").split())
    return " ".join([title] * TITLE_WEIGHT + [" ".join(rest)])
