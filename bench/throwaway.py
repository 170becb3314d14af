"""What the Django benchmarks share: a throwaway database per run (SQLite file under var/, or a
PostgreSQL database dropped and created on POSTGRES_BENCH_URL's server), each run in a process of
its own (Django is set up once per process), timings summarised the same way, and an Administratie
staff client whose second step is passed. var/db.sqlite3 is never touched.

    from throwaway import bench_main, setup_django, summary

A benchmark script defines `run(database_url, label)` and calls
`bench_main(__file__, __doc__, run, name="person", heading="…")`: with no flag it runs SQLite and
then PostgreSQL; `--only sqlite|postgres` runs one.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BACKEND = REPO / "backend"


def postgres_url(name: str) -> str:
    """The throwaway PostgreSQL database of one benchmark (POSTGRES_BENCH_URL overrides it)."""
    return os.environ.get("POSTGRES_BENCH_URL", f"postgres://postgres@127.0.0.1:5432/bench_{name}")


def fresh_postgres(url: str) -> None:
    import psycopg

    server, name = url.rsplit("/", 1)
    with psycopg.connect(f"{server}/postgres", autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
        connection.execute(f'CREATE DATABASE "{name}"')


def fresh_sqlite(name: str) -> str:
    sqlite_file = REPO / "var" / f"bench-{name}.sqlite3"
    sqlite_file.parent.mkdir(exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{sqlite_file}{suffix}").unlink(missing_ok=True)
    return f"sqlite:///{sqlite_file}"


def setup_django(database_url: str, **environment: str) -> None:
    """Django on `database_url`, in this process (call once, before any model import)."""
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.update(environment)
    sys.path.insert(0, str(BACKEND))
    import django

    django.setup()


def vacuum_analyze() -> None:
    """What autovacuum does soon after a bulk load (PostgreSQL only)."""
    from django.db import connection

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE")


def administration_client():
    """A test client logged in as an Administratie staff member with the second step passed: the
    whole request runs (sessions, two-factor middleware, permissions, template)."""
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group
    from django.test import Client

    from staff.roles import ADMINISTRATION
    from staff.two_factor import mark_session_verified

    user = get_user_model().objects.create_user("bench", "bench@example.org", "x", is_staff=True)
    user.groups.add(Group.objects.get(name=ADMINISTRATION))
    client = Client(HTTP_HOST="localhost:3000")
    client.force_login(user)
    mark_session_verified(client.session, user)
    return client


def time_requests(client, url: str, rounds: int):
    """GETs `url` once to warm up and then `rounds` times; returns the wall times and this
    process's CPU times in milliseconds (CPU: less disturbed by a busy machine), the last response
    and how many queries it made."""
    import time

    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    wall: list[float] = []
    cpu: list[float] = []
    for round_ in range(rounds + 1):
        with CaptureQueriesContext(connection) as queries:
            t0, c0 = time.perf_counter(), time.process_time()
            response = client.get(url)
            elapsed, spent = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
        assert response.status_code == 200, (url, response.status_code)
        if round_:
            wall.append(elapsed)
            cpu.append(spent)
    return wall, cpu, response, len(queries.captured_queries)


def summary(timings: list[float]) -> str:
    """p50, p95 and max of timings in milliseconds."""
    ordered = sorted(timings)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return f"p50 {statistics.median(ordered):6.1f} ms  p95 {p95:6.1f} ms  max {ordered[-1]:6.1f} ms"


def bench_main(
    script: str, doc: str | None, run: Callable[[str, str], None], *, name: str, heading: str
) -> None:
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--only", choices=["sqlite", "postgres"])
    parser.add_argument("--run", nargs=2, metavar=("URL", "LABEL"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        run(*args.run)
        return
    print(heading, flush=True)
    if args.only in (None, "sqlite"):
        subprocess.run([sys.executable, script, "--run", fresh_sqlite(name), "SQLite"], check=True)
    if args.only in (None, "postgres"):
        url = postgres_url(name)
        fresh_postgres(url)
        subprocess.run([sys.executable, script, "--run", url, "PostgreSQL"], check=True)
