"""Atomic hit counters in the database (core.models.RateCounter), for core/ratelimit.py when the
shared cache is Django's database cache, whose incr() is a read then a write.

One statement, INSERT … ON CONFLICT DO UPDATE … RETURNING (PostgreSQL; SQLite 3.35+), adds the
row or counts it up under the row's write lock, and returns the count it wrote: no two concurrent
hits see the same number. Call it outside a transaction that may roll back (API views run in
autocommit), or the count goes with it.
"""

from __future__ import annotations

import random
import time

from django.db import connection

from .models import RateCounter

PURGE_ONE_IN = 200  # hits; expired rows are few and cheap to delete


def hit(key: str, *, ttl_seconds: int) -> int:
    """Counts one hit on `key` (which names its window); returns the count, this hit included."""
    table, name, count, expires = map(
        connection.ops.quote_name, (RateCounter._meta.db_table, "key", "count", "expires_at")
    )
    now = int(time.time())
    with connection.cursor() as cursor:
        cursor.execute(  # only our own names are formatted in
            f"INSERT INTO {table} ({name}, {count}, {expires}) VALUES (%s, 1, %s) "
            f"ON CONFLICT ({name}) DO UPDATE SET {count} = {table}.{count} + 1 RETURNING {count}",
            [key, now + ttl_seconds],
        )
        (counted,) = cursor.fetchone()
    if random.randrange(PURGE_ONE_IN) == 0:  # noqa: S311 -- not a secret
        RateCounter.objects.filter(expires_at__lt=now).delete()
    return counted


def current(key: str) -> int:
    return RateCounter.objects.filter(key=key).values_list("count", flat=True).first() or 0


def forget(key: str) -> None:
    RateCounter.objects.filter(key=key).delete()
