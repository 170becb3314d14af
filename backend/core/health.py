"""Liveness and readiness of one app server (GET /api/health/live and /api/health/ready).

Live: the process answers, nothing else is asked (cheap enough for a check every second).
Ready: this server can do its work: the database answers, the cache (Redis in the scaled mode)
stores and returns a value, and every migration is applied. A load balancer or orchestrator
sends traffic only to ready servers; scripts/prod.sh waits for it before it opens nginx.
"""

from __future__ import annotations

import secrets

from django.core.cache import cache
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor

from .selectors import database_is_up

CACHE_PROBE_KEY = "health:probe"
# Once every migration is applied it stays so for the life of this process (a new release is a new
# process): the migration graph is loaded until then, never again after.
_migrations_applied = False


def cache_is_up() -> bool:
    token = secrets.token_hex(8)
    try:
        cache.set(CACHE_PROBE_KEY, token, timeout=10)
        return cache.get(CACHE_PROBE_KEY) == token
    except Exception:
        return False


def migrations_are_applied() -> bool:
    global _migrations_applied
    if _migrations_applied:
        return True
    try:
        executor = MigrationExecutor(connections[DEFAULT_DB_ALIAS])
        plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
    except Exception:
        return False
    _migrations_applied = not plan
    return _migrations_applied


def readiness() -> dict[str, bool]:
    """Each check by name; ready when all are true. Migrations are only checked with a database."""
    database = database_is_up()
    return {
        "database": database,
        "cache": cache_is_up(),
        "migrations": database and migrations_are_applied(),
    }
