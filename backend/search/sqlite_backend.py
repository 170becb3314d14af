"""The SQLite part of search/backends.py (imported only on SQLite: its models exist only there)."""

from __future__ import annotations

from django.db import connection
from modelsearch.backends.database.sqlite.query import BM25, MatchExpression, normalize
from modelsearch.backends.database.sqlite.sqlite import (
    SQLiteAutocompleteQueryCompiler,
    SQLiteFTSIndexEntry,
    SQLiteIndex,
    SQLiteSearchBackend,
    SQLiteSearchQueryCompiler,
    SQLiteSearchResults,
)
from modelsearch.query import MatchAll, Not
from modelsearch.utils import get_descendants_content_types_pks

from .ranking import MOST_RECENT, BestPerModel, RankedInOneQuery
from .title_index import TitleIndexMixin

# The best TOP matches of every type, best first: enough when each type has `limit` among them.
TOP = 400
NEWEST_BEST = f"SELECT * FROM ({{newest}}) newest ORDER BY score, index_entry_id LIMIT {TOP}"
BEST_OVERALL = """
SELECT entry.content_type_id, entry.object_id FROM ({top}) top JOIN {entries} entry ON entry.id = top.index_entry_id
ORDER BY top.score, top.index_entry_id
"""
# Otherwise every match is scored in the full-text table alone; the wide index rows (whole page texts) are
# not read for them: the content type comes from its narrow index, the object id only for the best.
BEST_PER_TYPE = """
WITH matched(id, score) AS MATERIALIZED ({matched}),
typed AS MATERIALIZED (SELECT id, content_type_id FROM {entries} WHERE content_type_id IN ({types})),
ranked AS (
    SELECT matched.id, typed.content_type_id, row_number() OVER (
        PARTITION BY typed.content_type_id ORDER BY matched.score, matched.id
    ) AS place
    FROM matched JOIN typed ON typed.id = matched.id
)
SELECT ranked.content_type_id, entry.object_id FROM ranked JOIN {entries} entry ON entry.id = ranked.id
WHERE ranked.place <= %s ORDER BY ranked.content_type_id, ranked.place
"""


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

    def _best_per_type(self, query, config, content_types, limit):
        match = MatchExpression(
            self.fields or self.FTS_TABLE_FIELDS, self.build_search_query(query, config=config)
        )
        # One bm25() per match: it scores the whole MATCH expression, so Wagtail's rank expression,
        # which repeats it for every word and word form, costs more and orders no better.
        matched = SQLiteFTSIndexEntry.objects.filter(match).annotate(score=BM25())
        matched = matched.values_list("index_entry_id", "score")
        entries = SQLiteFTSIndexEntry._meta.get_field("index_entry").related_model._meta.db_table
        # Usually the best TOP matches of all types hold `limit` of each: then only they are
        # looked up, without partitioning every match by its type.
        # Of a word in most pages' text, the MOST_RECENT latest indexed matches are ranked (FTS5
        # walks the full-text table newest first and stops there, scoring only those): the body
        # tier (selectors.py) only fills lists that have too few title matches, and scoring every
        # match costs most.
        newest_sql, top_params = matched.order_by("-index_entry_id")[:MOST_RECENT].query.sql_with_params()
        top_sql = NEWEST_BEST.format(newest=newest_sql)
        with connection.cursor() as cursor:
            cursor.execute(BEST_OVERALL.format(top=top_sql, entries=entries), top_params)
            rows = cursor.fetchall()
        found: dict[int, list[str]] = {content_type: [] for content_type in content_types}
        for content_type, object_id in rows:
            if content_type in found and len(found[content_type]) < limit:
                found[content_type].append(object_id)
        if len(rows) < TOP or all(len(ids) == limit for ids in found.values()):
            return [(content_type, object_id) for content_type, ids in found.items() for object_id in ids]
        matched_sql, params = matched.query.sql_with_params()
        sql = BEST_PER_TYPE.format(
            matched=matched_sql, entries=entries, types=", ".join(["%s"] * len(content_types))
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [*params, *content_types, limit])
            return cursor.fetchall()

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


class Index(TitleIndexMixin, SQLiteIndex):
    pass


class FastSQLiteSearchBackend(BestPerModel, SQLiteSearchBackend):
    index_class = Index
    query_compiler_class = SearchCompiler
    autocomplete_query_compiler_class = AutocompleteCompiler
    results_class = Results
