"""One list of the visitors' search (the positions, the articles) in plain SQL over its visible pages.

A search asks each list for its title matches once per tier, and for the rows of its body
matches. Built with the ORM, each such query compiled the visibility filters and an EXISTS per
query word again, and for a common word looked up every matching page to order them; that took
most of a search's time (bench/RESULTS.md, issue 26). Here:
- the visible pages are compiled once per list and request, as a derived table that both
  databases merge into the queries around it;
- a tier's title matches are first ranked in the title index alone (models.TitleWord holds each
  word's page type and title length): per page, how many query words its title matches as the
  start of a word, how many as whole words, and the title's length; only the best CANDIDATES of
  them are looked up, and their dates decide ties. When that may not give the best (too few of
  them visible, or the last one ties with a match left out), every match is looked up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django.db import connection
from django.db.models import F, QuerySet
from django.db.models.expressions import Col
from modelsearch.utils import get_descendants_content_types_pks

from .models import TitleWord
from .title_index import FORM_LENGTH
from .vocabulary import after_prefix

Groups = Sequence[tuple[str, ...]]
# A result row: these fields of the page (image and locale as their ids) and its date.
ROW_FIELDS = ("pk", "title", "slug", "image_id", "locale", "date")
ROW_SOURCES = ("pk", "title", "slug", "image_id", "locale_id")  # and the list's date field
# How many of a list's best title matches by the title index are looked up per tier.
CANDIDATES = 40


def _prefix_condition(forms: Iterable[str]) -> tuple[str, list[str]]:
    """A title word starting with one of `forms`: on SQLite a range over the index (its LIKE
    ignores case and so no index), on PostgreSQL LIKE 'form%' (the index's pattern operator class)."""
    conditions, params = [], []
    for form in forms:
        form = form[:FORM_LENGTH]
        if connection.vendor == "sqlite":
            conditions.append("(form >= %s AND form < %s)")
            params += [form, after_prefix(form)]
        else:
            conditions.append("form LIKE %s")
            params.append(form.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%")
    return "(" + " OR ".join(conditions) + ")", params


def _whole_condition(forms: Iterable[str]) -> tuple[str, list[str]]:
    forms = sorted({form[:FORM_LENGTH] for form in forms})
    return "form IN (" + ", ".join(["%s"] * len(forms)) + ")", forms


def _hits(groups: Groups, content_types: Sequence[int]) -> tuple[str, list[Any]]:
    """Per page of these types whose title matches any group: `matched` (how many groups match
    the start of a title word), `whole` (how many match a whole title word) and `length` (of the
    title), from the title index alone."""
    prefixes = [_prefix_condition(group) for group in groups]
    wholes = [_whole_condition(group) for group in groups]
    matched = " + ".join(f"MAX(CASE WHEN {sql} THEN 1 ELSE 0 END)" for sql, _ in prefixes)
    whole = " + ".join(f"MAX(CASE WHEN {sql} THEN 1 ELSE 0 END)" for sql, _ in wholes)
    any_group = " OR ".join(sql for sql, _ in prefixes)
    types = ", ".join(["%s"] * len(content_types))
    params = [
        param for _, group_params in [*prefixes, *wholes, *prefixes] for param in group_params
    ]
    # SQLite would rather walk the whole page_id index than sort the few matches by page: the
    # unary + keeps the index out of the grouping.
    group_by = "+page_id" if connection.vendor == "sqlite" else "page_id"
    sql = (
        f"SELECT page_id, {matched} AS matched, {whole} AS whole, MIN(title_length) AS length "
        f"FROM {TitleWord._meta.db_table} WHERE ({any_group}) AND content_type_id IN ({types}) "
        f"GROUP BY {group_by}"
    )
    return sql, [*params, *content_types]


def _conditions(groups: int, every: bool, seen: Iterable[int]) -> tuple[str, list[Any]]:
    conditions, params = (
        ["hits.matched = %s" if every else "hits.matched > 0"],
        [groups] if every else [],
    )
    seen = list(seen)
    if seen:
        conditions.append(f"hits.page_id NOT IN ({', '.join(['%s'] * len(seen))})")
        params += seen
    return " AND ".join(conditions), params


def _index_rank(candidate: Sequence[Any], every: bool) -> tuple[int, int, int]:
    """A candidate's (page_id, matched, whole, length) as an ascending sort key: the most groups
    matched first (when not all must match), then the most whole words, then the shortest title."""
    _, matched, whole, length = candidate[:4]
    return (-matched if not every else 0, -whole, length)


def _newest_first(row: dict[str, Any]) -> tuple[bool, float, int]:
    date = row["date"]
    return date is None, -date.timestamp() if date else 0.0, row["pk"]


class Listing:
    """The visible pages of one list, compiled once, and the queries a search asks of them. The
    visible pages are a derived table (`v`) that both databases merge into the query around it, so
    each query is driven by its few matches, not by every visible page."""

    def __init__(self, visible: QuerySet, date_field: str) -> None:
        self.model = visible.model
        sources = (*ROW_SOURCES, date_field)
        columns = {f"row_{name}": F(field) for name, field in zip(ROW_FIELDS, sources, strict=True)}
        self.visible_sql, self.visible_params = (
            visible.order_by().values(**columns).query.sql_with_params()
        )
        self._columns = ", ".join(f"v.row_{name}" for name in ROW_FIELDS)
        self.content_types = get_descendants_content_types_pks(self.model)
        # A raw query's dates as the ORM gives them (SQLite answers text).
        date = Col("v", self.model._meta.get_field(date_field))
        self._date_converters = connection.ops.get_db_converters(date)
        self._date = date

    def _converted(self, rows: Iterable[Sequence[Any]]) -> list[dict[str, Any]]:
        found = [dict(zip(ROW_FIELDS, row, strict=True)) for row in rows]
        for row in found:
            for convert in self._date_converters:
                row["date"] = convert(row["date"], self._date, connection)
        return found

    def _select(self, sql: str, params: list[Any]) -> list[dict[str, Any]]:
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            return self._converted(cursor.fetchall())

    def _rows_query(self, ids: Sequence[int], tag: int) -> tuple[str, list[Any]]:
        marks = ", ".join(["%s"] * len(ids))
        return (
            f"SELECT %s, {self._columns} FROM ({self.visible_sql}) v WHERE v.row_pk IN ({marks})",
            [tag, *self.visible_params, *ids],
        )

    def title_matches(
        self, groups: Groups, *, every: bool, room: int, seen: Iterable[int] = ()
    ) -> list[dict[str, Any]]:
        """The visible pages whose title matches every group (or, not `every`, any: the most groups
        first), at most `room`, except `seen`: the most groups matched as whole words first
        ('nieuwsbericht 1' is more 'Nieuwsbericht 1' than 'Nieuwsbericht 12'), then the shortest
        title (the query is more of it), then the newest.

        The title index alone ranks the matches but for their dates, and only its best CANDIDATES
        are looked up; when the visible ones among them may not be the best (too few of them, or
        the last one ties with a match left out), all the matches are."""
        hits, params = _hits(groups, self.content_types)
        conditions, condition_params = _conditions(len(groups), every, seen)
        rank = ([] if every else ["hits.matched DESC"]) + ["hits.whole DESC", "hits.length"]
        # One round trip: the best CANDIDATES + 1 by the index, then the rows of the visible ones
        # (an IN, not a LEFT JOIN: SQLite would build the whole visible table for the join).
        nothing = ", ".join(["NULL"] * len(ROW_FIELDS))
        with connection.cursor() as cursor:
            cursor.execute(
                f"WITH best AS (SELECT hits.page_id, hits.matched, hits.whole, hits.length "
                f"FROM ({hits}) hits WHERE {conditions} ORDER BY {', '.join(rank)}, hits.page_id "
                f"LIMIT %s) SELECT best.page_id, best.matched, best.whole, best.length, {nothing} "
                f"FROM best UNION ALL SELECT NULL, NULL, NULL, NULL, {self._columns} "
                f"FROM ({self.visible_sql}) v WHERE v.row_pk IN (SELECT page_id FROM best)",
                [*params, *condition_params, CANDIDATES + 1, *self.visible_params],
            )
            found = cursor.fetchall()
        candidates = sorted(
            (row[:4] for row in found if row[0] is not None),
            key=lambda row: (*_index_rank(row, every), row[0]),
        )
        visible_rows = {row[4]: row[4:] for row in found if row[0] is None}
        rank_of = {row[0]: _index_rank(row, every) for row in candidates}
        left_out = rank_of.pop(candidates[CANDIDATES][0]) if len(candidates) > CANDIDATES else None
        visible = self._converted(
            visible_rows[row[0]] for row in candidates[:CANDIDATES] if row[0] in visible_rows
        )
        best = sorted(visible, key=_newest_first)
        best = sorted(best, key=lambda row: rank_of[row["pk"]])[:room]
        if left_out is None or (len(best) == room and rank_of[best[-1]["pk"]] < left_out):
            return best
        return self._all_title_matches(hits, params, conditions, condition_params, rank, room)

    def _all_title_matches(
        self,
        hits: str,
        params: list[Any],
        conditions: str,
        condition_params: list[Any],
        rank: list[str],
        room: int,
    ) -> list[dict[str, Any]]:
        order = [
            *rank,
            "CASE WHEN v.row_date IS NULL THEN 1 ELSE 0 END",
            "v.row_date DESC",
            "v.row_pk",
        ]
        return self._select(
            f"SELECT {self._columns} FROM ({hits}) hits "
            f"JOIN ({self.visible_sql}) v ON v.row_pk = hits.page_id "
            f"WHERE {conditions} ORDER BY {', '.join(order)} LIMIT %s",
            [*params, *self.visible_params, *condition_params, room],
        )


def rows_of(wanted: Sequence[tuple[Listing, Sequence[int]]]) -> list[list[dict[str, Any]]]:
    """Per (listing, ids): the visible ones of `ids` in that order; all in one query."""
    queries = [listing._rows_query(ids, tag) for tag, (listing, ids) in enumerate(wanted) if ids]
    found: list[list[dict[str, Any]]] = [[] for _ in wanted]
    if queries:
        with connection.cursor() as cursor:
            cursor.execute(
                " UNION ALL ".join(f"SELECT * FROM ({sql}) q{n}" for n, (sql, _) in enumerate(queries)),
                [param for _, params in queries for param in params],
            )
            tagged = cursor.fetchall()
        for tag, (listing, _) in enumerate(wanted):
            found[tag] = listing._converted(row[1:] for row in tagged if row[0] == tag)
    for tag, (_, ids) in enumerate(wanted):
        by_pk = {row["pk"]: row for row in found[tag]}
        found[tag] = [by_pk[pk] for pk in ids if pk in by_pk]
    return found
