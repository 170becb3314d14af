"""The PostgreSQL part of search/backends.py: autocomplete ranked over the index entries alone."""

from __future__ import annotations

from django.contrib.postgres.search import SearchRank
from django.db.models import F, Window
from django.db.models.functions import RowNumber
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
        place = Window(
            RowNumber(),
            partition_by=F("content_type_id"),
            order_by=[score.desc(), F("object_id").asc()],
        )
        matching = IndexEntry.objects.filter(
            content_type__in=content_types, autocomplete=search_query
        )
        # Of a word in most pages' text, the MOST_RECENT latest indexed matches are ranked (as on
        # SQLite): ts_rank reads each match's whole text vector, and that is what costs most.
        newest = matching.order_by("-pk").values("pk")[:MOST_RECENT]
        entries = IndexEntry.objects.filter(pk__in=newest)
        best = (
            entries.annotate(place=place)
            .filter(place__lte=limit)
            .order_by("content_type_id", "place")
        )
        return list(best.values_list("content_type_id", "object_id"))

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
