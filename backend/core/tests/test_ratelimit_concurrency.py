"""Concurrent hits on one counter (core/ratelimit.py count_hit): every hit gets its own number and
none is lost, on each cache the site runs on: the database cache (SQLite and PostgreSQL, whichever
DATABASE_URL names), local memory and Redis. The control case counts the database cache's own way
(add, then incr: a read and a write) and shows the lost counts that once let 13 ticket orders
through a threshold of 10. Real threads, each with its own database connection."""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Callable

import pytest
from django.core.cache import caches
from django.db import connection
from django.test import override_settings

from core.ratelimit import count_hit, current_hits

THREADS = 8
HITS_EACH = 15
TOTAL = THREADS * HITS_EACH
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/5")
DATABASE_CACHE = {
    "BACKEND": "django.core.cache.backends.db.DatabaseCache",
    "LOCATION": "django_cache",
}


def _hammer(hit: Callable[[], int]) -> list[int]:
    """THREADS threads released at once, each counting HITS_EACH hits; every number they got."""
    barrier = threading.Barrier(THREADS)
    seen: list[int] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def run() -> None:
        try:
            barrier.wait()
            mine = [hit() for _ in range(HITS_EACH)]
            with lock:
                seen.extend(mine)
        except BaseException as error:  # noqa: BLE001 -- reported below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    return seen


def _assert_exact(alias: str) -> None:
    key = f"test:{uuid.uuid4().hex}"
    seen = _hammer(lambda: count_hit(key, window_seconds=3600, cache_alias=alias))
    assert sorted(seen) == list(range(1, TOTAL + 1))  # each hit its own number: none lost
    assert current_hits(key, window_seconds=3600, cache_alias=alias) == TOTAL


@pytest.mark.django_db(transaction=True)
def test_database_cache_counts_every_concurrent_hit():
    with override_settings(CACHES={"default": DATABASE_CACHE, "counted": DATABASE_CACHE}):
        _assert_exact("counted")


@pytest.mark.django_db(transaction=True)
def test_control_the_database_caches_own_incr_loses_concurrent_hits():
    """The old way: Django's database cache adds, then incr() reads and writes the value back."""
    with override_settings(CACHES={"default": DATABASE_CACHE}):
        key = f"control:{uuid.uuid4().hex}"
        caches["default"].add(key, 0, timeout=3600)
        seen = _hammer(lambda: caches["default"].incr(key))
        final = caches["default"].get(key)
    assert final < TOTAL  # counts lost
    assert len(set(seen)) < TOTAL  # several hits were told the same number


@pytest.mark.django_db(transaction=True)
def test_local_memory_counts_every_concurrent_hit():
    memory = {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "t"}
    with override_settings(CACHES={"default": DATABASE_CACHE, "counted": memory}):
        _assert_exact("counted")


def _redis_answers() -> bool:
    import redis

    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(not _redis_answers(), reason=f"no Redis at {REDIS_URL} (TEST_REDIS_URL)")
def test_redis_counts_every_concurrent_hit():
    redis_cache = {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": REDIS_URL,
        "OPTIONS": {"CLIENT_CLASS": "django_redis.client.DefaultClient"},
        "KEY_PREFIX": f"test-{uuid.uuid4().hex}",  # shares the Redis database with nobody's keys
    }
    with override_settings(CACHES={"default": DATABASE_CACHE, "counted": redis_cache}):
        _assert_exact("counted")


@pytest.mark.django_db(transaction=True)
def test_ticket_guard_lets_exactly_its_threshold_through_at_once():
    """24 ticket orders from one address at the same moment, no captcha: exactly
    TICKET_GUARD_CAPTCHA_AFTER (10) pass the guard, the rest are asked for the captcha."""
    from django.conf import settings
    from django.test import RequestFactory

    from core.abuse import CaptchaRequired, guard_form

    address = f"198.51.100.{uuid.uuid4().int % 250 + 1}"
    passed: list[int] = []

    def attempt() -> int:
        request = RequestFactory().post("/api/tickets/orders", REMOTE_ADDR=address)
        try:
            guard_form(
                request,
                scope="tickets",
                honeypot="",
                captcha=None,
                email=f"{uuid.uuid4().hex}@example.org",
                captcha_after=settings.TICKET_GUARD_CAPTCHA_AFTER,
                max_tries=settings.TICKET_GUARD_MAX_TRIES,
            )
        except CaptchaRequired:
            return 0
        passed.append(1)
        return 1

    with override_settings(CACHES={"default": DATABASE_CACHE}):
        barrier = threading.Barrier(24)

        def run() -> None:
            barrier.wait()
            try:
                attempt()
            finally:
                connection.close()

        threads = [threading.Thread(target=run) for _ in range(24)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert len(passed) == settings.TICKET_GUARD_CAPTCHA_AFTER == 10
