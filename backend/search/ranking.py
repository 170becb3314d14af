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
from modelsearch.utils import get_descendants_content_types_pks

# The body tier ranks, of a word in most pages' text, only the MOST_RECENT latest indexed matches:
# scoring is what costs most, and the title matches (ranked among all pages) come first anyway.
MOST_RECENT = 1500


class RankedInOneQuery:
    #: Per backend: (object_id, score) pairs, best first, at most `limit`.
    def _rank(
        self, query: Any, config: Any, limit: int | None, *, visible: QuerySet | None
    ) -> list[tuple[str, float]]:
        raise NotImplementedError

    def _ranked_query(self) -> Any:
        """The query when it can be ranked here; None leaves it to the stock compiler."""
        raise NotImplementedError

    #: Per backend: (content_type_id, object_id) of the best `limit` matches per content type,
    #: in one query over the index, ordered by content type and then best first.
    def _best_per_type(
        self, query: Any, config: Any, content_types: list[int], limit: int
    ) -> list[tuple[int, str]]:
        raise NotImplementedError

    def best_per_model(
        self, backend: Any, models: list[type], limit: int
    ) -> dict[type, list[str]] | None:
        """The object ids of each model's best `limit` matches (visible or not), best first; None
        when the query is not ranked here. One ranking pass for several models: on SQLite the
        full-text match over the whole index is the expensive part, and it is then done once."""
        query = self._ranked_query()
        if query is None:
            return None
        types = {
            content_type: model
            for model in models
            for content_type in get_descendants_content_types_pks(model)
        }
        found: dict[type, list[str]] = {model: [] for model in models}
        for content_type, object_id in self._best_per_type(
            query, self.get_config(backend), list(types), limit
        ):
            found[types[content_type]].append(object_id)
        return found

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


class BestPerModel:
    """Mixed into our search backends: selectors.py ranks positions and articles together."""

    def best_per_model(
        self, query: Any, models: list[type], limit: int
    ) -> dict[type, list[str]] | None:
        compiler = self.autocomplete_query_compiler_class(models[0]._default_manager.all(), query)
        return compiler.best_per_model(self, models, limit)
