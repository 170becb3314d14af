"""Relevance ranking in one query over the index, shared by the SQLite and PostgreSQL backends.

The stock database backends join every matching page and rank inside that join (SQLite even runs
the full-text match again per row). Here the index alone is ranked (full-text match, content type,
ordered by score, limited), and only the best matches are looked up with the queryset's filters.
When too few of them pass those filters, the ranking runs again with the filters inside it.
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet, TextField
from django.db.models.functions import Cast


class RankedInOneQuery:
    #: Per backend: (object_id, score) pairs, best first, at most `limit`.
    def _rank(
        self, query: Any, config: Any, limit: int | None, *, visible: QuerySet | None
    ) -> list[tuple[str, float]]:
        raise NotImplementedError

    def _ranked_query(self) -> Any:
        """The query when it can be ranked here; None leaves it to the stock compiler."""
        raise NotImplementedError

    def _visible_ids(self) -> QuerySet:
        return (
            self.queryset.order_by()
            .annotate(_object_id=Cast("pk", TextField()))
            .values("_object_id")
        )

    def _objects(self, ranked: list[tuple[str, float]], score_field: str | None) -> list[Any]:
        to_pk = self.queryset.model._meta.pk.to_python
        found = self.queryset.order_by().in_bulk([to_pk(object_id) for object_id, _ in ranked])
        results = []
        for object_id, score in ranked:
            obj = found.get(to_pk(object_id))
            if obj is not None:
                if score_field:
                    setattr(obj, score_field, score)
                results.append(obj)
        return results

    def ranked_search(
        self, config: Any, start: int | None, stop: int | None, score_field: str | None
    ) -> list[Any] | None:
        query = self._ranked_query()
        if query is None or stop is None:
            return None
        # Usually nearly every match is visible: rank a window and keep the visible ones.
        window = stop + max(8, stop // 2)
        ranked = self._rank(query, config, window, visible=None)
        results = self._objects(ranked, score_field)
        if len(results) < stop and len(ranked) == window:
            results = self._objects(
                self._rank(query, config, stop, visible=self._visible_ids()), score_field
            )
        return results[start or 0 : stop]
