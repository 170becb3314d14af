"""The PostgreSQL part of search/backends.py: autocomplete ranked over the index entries alone."""

from __future__ import annotations

from django.contrib.postgres.search import SearchRank
from django.db import connection
from django.db.models import F
from modelsearch.backends.database.postgres.postgres import (
    IndexEntry,
    PostgresAutocompleteQueryCompiler,
    PostgresIndex,
    PostgresSearchBackend,
    PostgresSearchResults,
)
from modelsearch.query import Fuzzy, MatchAll, Not
from modelsearch.utils import get_descendants_content_types_pks

from .ranking import MOST_RECENT, BestPerModel, RankedInOneQuery
from .title_index import TitleIndexMixin

# The best `limit` of each content type among the newest matches, best first per type.
BEST_PER_TYPE = """
SELECT content_type_id, object_id FROM (
    SELECT content_type_id, object_id, row_number() OVER (
        PARTITION BY content_type_id ORDER BY score DESC, object_id
    ) AS place FROM ({newest}) newest
) ranked WHERE place <= %s ORDER BY content_type_id, place
"""


class AutocompleteCompiler(RankedInOneQuery, PostgresAutocompleteQueryCompiler):
    def _ranked_query(self):
        if (
            isinstance(self.query, (MatchAll, Not, Fuzzy))
            or not self.order_by_relevance
            or self.fields
        ):
            return None
        return self.query

    def _entries(self, query, config, visible=None):
        search_query = self.build_tsquery(query, config=config)
        entries = IndexEntry.objects.filter(
            content_type__in=get_descendants_content_types_pks(self.queryset.model),
            autocomplete=search_query,
        )
        if visible is not None:
            entries = entries.filter(object_id__in=visible)
        return entries.annotate(
            score=SearchRank(F("autocomplete"), search_query, weights=self.sql_weights)
        )

    def _best_per_type(self, query, config, content_types, limit):
        search_query = self.build_tsquery(query, config=config)
        score = SearchRank(F("autocomplete"), search_query, weights=self.sql_weights)
        # Of a word in most pages' text, the MOST_RECENT latest indexed matches are ranked (as on
        # SQLite): ts_rank reads each match's whole text vector, and that is what costs most. They
        # are scored where they are found, not looked up again by id.
        newest = (
            IndexEntry.objects.filter(content_type__in=content_types, autocomplete=search_query)
            .annotate(score=score)
            .order_by("-pk")
            .values_list("content_type_id", "object_id", "score")[:MOST_RECENT]
        )
        newest_sql, params = newest.query.sql_with_params()
        with connection.cursor() as cursor:
            cursor.execute(BEST_PER_TYPE.format(newest=newest_sql), [*params, limit])
            return cursor.fetchall()

    def _rank(self, query, config, limit, *, visible):
        entries = self._entries(query, config, visible).order_by("-score", "object_id")
        return list(entries.values_list("object_id", "score")[:limit])

    def search(self, config, start, stop, score_field=None, backend=None):
        results = self.ranked_search(config, start, stop, score_field)
        if results is None:
            return super().search(config, start, stop, score_field=score_field, backend=backend)
        return results

    def count(self, config):
        query = self._ranked_query()
        if query is None:
            return super().search(config, None, None, backend=None).count()
        return self._entries(query, config, self._visible_ids()).count()


class Results(PostgresSearchResults):
    def _do_search(self):
        results = self.get_queryset()
        return results if isinstance(results, list) else super()._do_search()

    def _do_count(self):
        if isinstance(self.query_compiler, AutocompleteCompiler):
            return self.query_compiler.count(self.query_compiler.get_config(self.backend))
        return super()._do_count()


class Index(TitleIndexMixin, PostgresIndex):
    pass


class FastPostgresSearchBackend(BestPerModel, PostgresSearchBackend):
    index_class = Index
    autocomplete_query_compiler_class = AutocompleteCompiler
    results_class = Results
