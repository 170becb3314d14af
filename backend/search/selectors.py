"""The visitors' search over live positions and articles (SPEC §7 GET /api/search).

Wagtail's search backend finds the candidates (an autocomplete query over the Dutch word forms of
indexing.py, so the last word may be incomplete); they are then ordered title matches first, in
the backend's relevance order within each group.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from wagtail.images import get_image_model
from wagtail.search.query import And, Or, PlainText

from content.models import Article, Position
from content.selectors_news import visible_articles, visible_positions
from core.errors import DomainError

from .text import matches, query_groups

MAX_QUERY_LENGTH = 200
RESULTS_PER_LIST = 8
# How many of the backend's best matches are ordered title-first; the index weighs title words
# more (indexing.TITLE_WEIGHT), so title matches are among them.
CANDIDATES = 20
THUMBNAIL = "fill-160x160|format-webp"
ITEM_FIELDS = ("title", "slug", "image_id")
TOO_LONG = f"De zoekopdracht is te lang: gebruik hoogstens {MAX_QUERY_LENGTH} tekens."


def _backend_query(groups: list[tuple[str, ...]]) -> Any:
    def one_of(forms: tuple[str, ...]) -> Any:
        return PlainText(forms[0]) if len(forms) == 1 else Or([PlainText(form) for form in forms])

    return And([one_of(forms) for forms in groups]) if len(groups) > 1 else one_of(groups[0])


def _candidates(
    queryset: QuerySet, groups: list[tuple[str, ...]], fields: tuple[str, ...]
) -> list[Any]:
    queryset = queryset.order_by().select_related(None).prefetch_related(None).only(*fields)
    try:
        results = queryset.autocomplete(_backend_query(groups))[:CANDIDATES]
        return list(results)
    except NotImplementedError:
        # Elasticsearch/OpenSearch autocomplete takes plain text only: the shortest form per word.
        text = " ".join(min(forms, key=len) for forms in groups)
        return list(queryset.autocomplete(text)[:CANDIDATES])


def _ranked(
    queryset: QuerySet, groups: list[tuple[str, ...]], fields: tuple[str, ...]
) -> list[Any]:
    found = _candidates(queryset, groups, fields)
    in_title = {page.pk for page in found if matches(groups, page.title)}
    found.sort(
        key=lambda page: page.pk not in in_title
    )  # stable: relevance order within each group
    return found[:RESULTS_PER_LIST]


def _thumbnails(pages: list[Any]) -> dict[int, str]:
    ids = {page.image_id for page in pages if page.image_id}
    images = get_image_model().objects.filter(pk__in=ids).prefetch_renditions(THUMBNAIL)
    # get_renditions (not get_rendition) leaves prefetched renditions out of the cache: no writes.
    return {image.pk: image.get_renditions(THUMBNAIL)[THUMBNAIL].url for image in images}


def _item(page: Article | Position, thumbnails: dict[int, str]) -> dict[str, Any]:
    is_article = isinstance(page, Article)
    return {
        "model_type": "article" if is_article else "position",
        "slug": page.slug,
        "title": page.title,
        "image": thumbnails.get(page.image_id) if page.image_id else None,
        "publish_on": page.publish_on if is_article else page.first_published_at,
    }


def search(*, q: str) -> dict[str, list[dict[str, Any]]]:
    """Best matches first, at most RESULTS_PER_LIST per list; an empty query finds nothing."""
    if len(q) > MAX_QUERY_LENGTH:
        raise DomainError(TOO_LONG, fields={"q": f"Gebruik hoogstens {MAX_QUERY_LENGTH} tekens."})
    groups = query_groups(q)
    if not groups:
        return {"positions": [], "articles": []}
    positions = _ranked(visible_positions(), groups, ITEM_FIELDS + ("first_published_at",))
    articles = _ranked(visible_articles(), groups, ITEM_FIELDS + ("publish_on",))
    thumbnails = _thumbnails(positions + articles)
    return {
        "positions": [_item(page, thumbnails) for page in positions],
        "articles": [_item(page, thumbnails) for page in articles],
    }
