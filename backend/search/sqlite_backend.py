"""The SQLite part of search/backends.py (imported only on SQLite: its models exist only there)."""

from __future__ import annotations

from django.db.models import TextField
from django.db.models.functions import Cast
from modelsearch.backends.database.sqlite.query import MatchExpression, normalize
from modelsearch.backends.database.sqlite.sqlite import (
    SQLiteAutocompleteQueryCompiler,
    SQLiteFTSIndexEntry,
    SQLiteSearchBackend,
    SQLiteSearchQueryCompiler,
    SQLiteSearchResults,
)
from modelsearch.query import MatchAll, Not
from modelsearch.utils import get_descendants_content_types_pks


class RankedInOneQuery:
    """Mixin for the SQLite query compilers: relevance ranking without a per-row subquery."""

    def _plain_query(self):
        query = normalize(self.query)
        if isinstance(query, (MatchAll, Not)) or not self.order_by_relevance:
            return None
        return query

    def _ranked_entries(self, query, config, *, filtered: bool):
        match = MatchExpression(self.fields or self.FTS_TABLE_FIELDS, self.build_search_query(query, config=config))
        entries = SQLiteFTSIndexEntry.objects.filter(match).filter(
            index_entry__content_type__in=get_descendants_content_types_pks(self.queryset.model)
        )
        if filtered:
            visible = self.queryset.order_by().annotate(_object_id=Cast("pk", TextField())).values("_object_id")
            entries = entries.filter(index_entry__object_id__in=visible)
        return entries.annotate(score=self._build_rank_expression(self.get_search_vectors(), config))

    def _rank(self, query, config, stop, *, filtered: bool):
        entries = self._ranked_entries(query, config, filtered=filtered).order_by("score", "index_entry__object_id")
        return list(entries.values_list("index_entry__object_id", "score")[:stop])

    def search(self, config, start, stop, score_field=None):
        query = self._plain_query()
        if query is None or stop is None:
            return super().search(config, start, stop, score_field=score_field)
        # Usually nearly every match is visible: rank a window of all matches and keep the visible
        # ones. Only when too few of them are visible, rank again with the queryset's filters.
        window = stop * 2
        ranked = self._rank(query, config, window, filtered=False)
        results = self._objects(ranked, score_field)
        if len(results) < stop and len(ranked) == window:
            results = self._objects(self._rank(query, config, stop, filtered=True), score_field)
        return results[start or 0 : stop]

    def _objects(self, ranked, score_field):
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

    def count(self, config):
        query = self._plain_query()
        if query is None:
            return super().search(config, None, None).count()
        return self._ranked_entries(query, config, filtered=True).count()


class SearchCompiler(RankedInOneQuery, SQLiteSearchQueryCompiler):
    pass


class AutocompleteCompiler(RankedInOneQuery, SQLiteAutocompleteQueryCompiler):
    pass


class Results(SQLiteSearchResults):
    def _do_search(self):
        return list(self.get_queryset())

    def _do_count(self):
        return self.query_compiler.count(self.query_compiler.get_config(self.backend))


class FastSQLiteSearchBackend(SQLiteSearchBackend):
    query_compiler_class = SearchCompiler
    autocomplete_query_compiler_class = AutocompleteCompiler
    results_class = Results
