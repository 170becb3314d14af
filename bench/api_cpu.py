"""CPU milliseconds per API answer inside Django, through its test client (issue 10).

No server, no network: time.process_time() around each request of the test client measures what
the answer costs Django itself (middleware, selectors, queries, cache reads, JSON). Each path is
asked 20 times to warm up, then N times; p50 and p95 are printed.

    cd backend && DATABASE_URL=sqlite:////tmp/bench.sqlite3 REDIS_URL=redis://127.0.0.1:6379/11 \\
        API_RESPONSE_CACHE_SECONDS=60 .venv/bin/python ../bench/api_cpu.py --requests 200 \\
        '/api/events?locale=nl' '/api/events/ledenavond-utrecht?locale=nl'

(after `manage.py migrate && manage.py seed_demo --if-empty` on that database).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

WARM_UP = 20


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    sys.path.insert(0, os.getcwd())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.test import Client

    client = Client(HTTP_HOST=settings.ALLOWED_HOSTS[0])
    backend = settings.CACHES["default"]["BACKEND"].rsplit(".", 1)[-1]
    print(f"# cache {backend}, API_RESPONSE_CACHE_SECONDS={settings.API_RESPONSE_CACHE_SECONDS}")
    print(f"{'path':50s} {'p50 ms':>7s} {'p95 ms':>7s}")
    for path in args.paths:
        for _ in range(WARM_UP):
            status = client.get(path).status_code
            if status != 200:
                raise SystemExit(f"{path}: {status}")
        samples = []
        for _ in range(args.requests):
            started = time.process_time()
            client.get(path)
            samples.append((time.process_time() - started) * 1000)
        p95 = statistics.quantiles(samples, n=20)[-1]
        print(f"{path:50s} {statistics.median(samples):7.2f} {p95:7.2f}")


if __name__ == "__main__":
    main()
