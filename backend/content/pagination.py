"""One page of a list, in the shape the list schemas share: items, count, page, num_pages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.core.paginator import EmptyPage, Paginator
from django.db.models import QuerySet

from core.errors import NotFound


def paginate(
    queryset: QuerySet,
    *,
    page: int,
    page_size: int,
    item: Callable[[Any], dict] | None = None,
    each: Callable[[list[Any]], list[dict]] | None = None,
) -> dict[str, Any]:
    """`item` makes one row's answer; `each` those of the page's rows at once (fewer queries)."""
    paginator = Paginator(queryset, page_size)
    try:
        current = paginator.page(page)
    except EmptyPage:
        if page == 1:  # an empty list is an empty first page, not an error
            return {"items": [], "count": 0, "page": 1, "num_pages": 1}
        raise NotFound(f"Page not found: page {page}") from None
    return {
        "items": each(list(current.object_list))
        if each
        else [item(obj) for obj in current.object_list],  # type: ignore[misc]
        "count": paginator.count,
        "page": page,
        "num_pages": paginator.num_pages,
    }
