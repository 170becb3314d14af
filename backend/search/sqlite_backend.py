"""The SQLite part of search/backends.py (imported only on SQLite: its models exist only there)."""

from __future__ import annotations

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

from .ranking import RankedInOneQuery


class SQLiteRanked(RankedInOneQuery):
    def _ranked_query(self):
        query = normalize(self.query)
        if isinstance(query, (MatchAll, Not)) or not self.order_by_relevance:
            return None
        return query

    def _entries(self, query, config, visible=None):
        match = MatchExpression(
            self.fields or self.FTS_TABLE_FIELDS, self.build_search_query(query, config=config)
        )
        entries = SQLiteFTSIndexEntry.objects.filter(match).filter(
            index_entry__content_type__in=get_descendants_content_types_pks(self.queryset.model)
        )
        if visible is not None:
            entries = entries.filter(index_entry__object_id__in=visible)
        return entries.annotate(
            score=self._build_rank_expression(self.get_search_vectors(), config)
        )

    def _rank(self, query, config, limit, *, visible):
        entries = self._entries(query, config, visible).order_by(
            "score", "index_entry__object_id"
        )  # bm25: lower is better
        return list(entries.values_list("index_entry__object_id", "score")[:limit])

    def search(self, config, start, stop, score_field=None):
        results = self.ranked_search(config, start, stop, score_field)
        return (
            super().search(config, start, stop, score_field=score_field)
            if results is None
            else results
        )

    def count(self, config):
        query = self._ranked_query()
        if query is None:
            return super().search(config, None, None).count()
        return self._entries(query, config, self._visible_ids()).count()


class SearchCompiler(SQLiteRanked, SQLiteSearchQueryCompiler):
    pass


class AutocompleteCompiler(SQLiteRanked, SQLiteAutocompleteQueryCompiler):
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
