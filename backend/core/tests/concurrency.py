"""The harness of the concurrency tests: many threads released at the same moment, each with its
own database connection (as many requests in many workers would be), each outcome counted."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable

from django.db import connection


def run_at_once(count: int, attempt: Callable[[int], object]) -> Counter:
    """Runs `attempt(0)` … `attempt(count - 1)` in `count` threads released together by a barrier;
    returns how often each outcome came back. An attempt returns its outcome as a string (anything
    else, such as a service's return value, counts as "ok"); an exception it raises counts as "error: Type: message", so a test that expects only
    known outcomes shows what went wrong. Each thread closes its own connection."""
    barrier = threading.Barrier(count)
    outcomes: Counter = Counter()
    lock = threading.Lock()

    def run(number: int) -> None:
        try:
            barrier.wait()
            result = attempt(number)
            outcome = result if isinstance(result, str) else "ok"
        except BaseException as error:  # noqa: BLE001 - counted and reported
            outcome = f"error: {type(error).__name__}: {error}"
        finally:
            connection.close()
        with lock:
            outcomes[outcome] += 1

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes
