"""A per-client rate limit on Django's "ratelimit" cache (config/env.py ratelimit_cache_config:
Redis when REDIS_URL is set, else memory in each process, so that counting writes nothing)."""

from __future__ import annotations

import time
from ipaddress import ip_address

from django.core.cache import caches
from django.http import HttpRequest

from core.errors import DomainError


class RateLimited(DomainError):
    status_code = 429


def _is_loopback(address: str) -> bool:
    try:
        return ip_address(address.strip()).is_loopback
    except ValueError:
        return False


def client_ip(request: HttpRequest) -> str:
    """The visitor's address. Behind the Node server (and nginx) on this machine Django sees a
    loopback address; then the forwarded chain counts, read from the right: every proxy appends
    the address it saw, so the last address that is not a local proxy is the client. Entries
    further left were sent by the client itself and are not trusted."""
    remote = request.META.get("REMOTE_ADDR", "")
    if not _is_loopback(remote):
        return remote
    chain = [
        part.strip()
        for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
        if part.strip()
    ]
    for address in reversed(chain):
        if not _is_loopback(address):
            return address
    return remote


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
