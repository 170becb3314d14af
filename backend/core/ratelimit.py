"""A per-client rate limit on Django's "ratelimit" cache (config/env.py ratelimit_cache_config:
Redis when REDIS_URL is set, else memory in each process, so that counting writes nothing).

Every count is atomic, whatever the cache: Redis (INCR) and local memory (a lock) count up in
place; Django's database cache would read, then write, and lose concurrent hits, so with it the
count goes to core.counters (one SQL upsert) instead."""

from __future__ import annotations

import time

from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from django.http import HttpRequest

from core import counters
from core.clients import client_ip
from core.errors import DomainError


class RateLimited(DomainError):
    status_code = 429


def count_hit(key: str, *, window_seconds: int, cache_alias: str = "ratelimit") -> int:
    """Counts one hit on `key` in the current fixed window of `window_seconds`; returns the number
    of hits in that window so far (this one included). `key` must not hold personal data in clear
    (hash an e-mail address first). The "ratelimit" cache may count per process (no Redis); pass
    "default" where every worker must see the same count."""
    window = int(time.time() // window_seconds)
    full_key = f"ratelimit:{key}:{window}"
    cache = caches[cache_alias]
    if isinstance(cache, DatabaseCache):
        return counters.hit(full_key, ttl_seconds=window_seconds * 2)
    cache.add(full_key, 0, timeout=window_seconds * 2)
    try:
        return cache.incr(full_key)
    except ValueError:  # expired between add and incr
        cache.set(full_key, 1, timeout=window_seconds * 2)
        return 1


def current_hits(
    key: str, *, window_seconds: int, cache_alias: str = "ratelimit", windows_back: int = 0
) -> int:
    """The hits counted on `key` in the current window (or the one `windows_back` before it),
    without counting one more."""
    window = int(time.time() // window_seconds) - windows_back
    full_key = f"ratelimit:{key}:{window}"
    cache = caches[cache_alias]
    if isinstance(cache, DatabaseCache):
        return counters.current(full_key)
    return cache.get(full_key, 0)


def previous_window_hits(key: str, *, window_seconds: int, cache_alias: str = "ratelimit") -> int:
    """The hits of the window before the current one. Added to the current window's, a count that
    does not drop to zero at a window's edge: what a lock decides on (a lock lasts one to two
    windows, never ends the moment after it began)."""
    return current_hits(key, window_seconds=window_seconds, cache_alias=cache_alias, windows_back=1)


def count_recent_hit(key: str, *, window_seconds: int, cache_alias: str = "ratelimit") -> int:
    """Counts one hit on `key` and returns the hits of the current window and the one before
    (this one included): a count that never drops to zero at a window's edge, for decisions that
    must hold for a whole window after the tries that caused them (a captcha step, a lock)."""
    return count_hit(key, window_seconds=window_seconds, cache_alias=cache_alias) + (
        previous_window_hits(key, window_seconds=window_seconds, cache_alias=cache_alias)
    )


def check_rate(request: HttpRequest, *, scope: str, per_minute: int, message: str) -> None:
    """Counts this request in the current minute of its client; raises RateLimited past the limit."""
    if per_minute <= 0:
        return
    if count_hit(f"{scope}:{client_ip(request)}", window_seconds=60) > per_minute:
        raise RateLimited(message)


def forget_hits(key: str, *, window_seconds: int, cache_alias: str = "ratelimit") -> None:
    """Drops the hits counted on `key` in the current window and the one before it."""
    now = int(time.time() // window_seconds)
    cache = caches[cache_alias]
    for window in (now, now - 1):
        full_key = f"ratelimit:{key}:{window}"
        if isinstance(cache, DatabaseCache):
            counters.forget(full_key)
        else:
            cache.delete(full_key)
