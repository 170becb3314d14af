"""Wagtail's database search backend, with ranking queries that stay fast with 10 000 pages.

Wagtail's SQLite backend (django-modelsearch) scores relevance-ordered results with a correlated
subquery: the FTS5 MATCH runs again for every matching row, which takes minutes with 10 000 pages;
the PostgreSQL one ranks inside a join of every matching page. Here the index alone is ranked and
only the best matches are looked up (ranking.py); indexing and everything else is Wagtail's own.

    WAGTAILSEARCH_BACKENDS = {"default": {"BACKEND": "search.backends"}}
"""

from __future__ import annotations

from django.db import connection
from modelsearch.backends.database import SearchBackend as database_backend


def SearchBackend(params):  # noqa: N802 (Wagtail looks the backend up under this name)
    backend = database_backend(params)
    if connection.vendor == "sqlite" and type(backend).__name__ == "SQLiteSearchBackend":
        from .sqlite_backend import FastSQLiteSearchBackend

        return FastSQLiteSearchBackend(params)
    if connection.vendor == "postgresql":
        from .postgres_backend import FastPostgresSearchBackend

        return FastPostgresSearchBackend(params)
    return backend
