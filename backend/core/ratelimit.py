"""A per-client rate limit on Django's "ratelimit" cache (config/env.py ratelimit_cache_config:
Redis when REDIS_URL is set, else memory in each process, so that counting writes nothing)."""

from __future__ import annotations

import time

from django.core.cache import caches
from django.http import HttpRequest

from core.clients import client_ip
from core.errors import DomainError


class RateLimited(DomainError):
    status_code = 429


def check_rate(request: HttpRequest, *, scope: str, per_minute: int, message: str) -> None:
    """Counts this request in the current minute of its client; raises RateLimited past the limit."""
    if per_minute <= 0:
        return
    window = int(time.time() // 60)
    key = f"ratelimit:{scope}:{client_ip(request)}:{window}"
    cache = caches["ratelimit"]
    cache.add(key, 0, timeout=120)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=120)
        count = 1
    if count > per_minute:
        raise RateLimited(message)
