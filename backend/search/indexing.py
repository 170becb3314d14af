"""What the visitors' search indexes of a page (see text.py for the word forms of its language)."""

from __future__ import annotations

from typing import Any

from .text import DUTCH, LANGUAGES, index_text

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


def page_language(page: Any) -> str:
    """The language of a page's words: its locale's (Dutch, or English on /en)."""
    if not getattr(page, "locale_id", None):
        return DUTCH
    code = page.locale.language_code  # cached on the page after the first time
    return code if code in LANGUAGES else DUTCH


def page_text(page: Any) -> str:
    """The words a visitor can find a page by: its title, introduction and body."""
    return f"{page.title} {getattr(page, 'intro', '') or ''} {_body_text(page)}"


def page_search_text(page: Any) -> str:
    """The title's forms TITLE_WEIGHT times, then every form of the introduction and body once,
    in the page's own language.

    Once: how often a body word occurs hardly tells a better match in a short result list, while
    repeating it makes the index and every ranking query several times bigger."""
    language = page_language(page)
    title = index_text(page.title, language)
    rest = dict.fromkeys(
        index_text(f"{getattr(page, 'intro', '')} {_body_text(page)}", language).split()
    )
    return " ".join([title] * TITLE_WEIGHT + [" ".join(rest)])
