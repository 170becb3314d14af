"""Ticket checkout benchmark (issue 7, DESIGN.md §6): 200 buyers at once for 100 tickets, through
POST /api/orders on gunicorn with PostgreSQL. Prints orders per second, latency percentiles and the
count of tickets sold (which must be exactly the quota). Printed, not asserted.

    backend/.venv/bin/python bench/tickets_bench.py
    backend/.venv/bin/python bench/tickets_bench.py --buyers 400 --quota 100 --paid

The database is a throwaway one (`bench_tickets` on POSTGRES_BENCH_URL's server); each buyer comes
from its own address (X-Forwarded-For, which Django trusts from loopback only) so that the per-client
guard does not stop the crowd. A free event by default (the order is the whole checkout); --paid adds
starting a payment at the built-in demo provider to each order.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

from throwaway import fresh_postgres

REPO = Path(__file__).resolve().parent.parent
BACKEND = REPO / "backend"
PYTHON = BACKEND / ".venv" / "bin" / "python"
POSTGRES_BENCH_URL = os.environ.get("POSTGRES_BENCH_URL", "postgres://postgres@127.0.0.1:5432/bench_tickets")
PORT = int(os.environ.get("BENCH_PORT", "8590"))
WORKERS = int(os.environ.get("BENCH_WORKERS", "4"))
THREADS = int(os.environ.get("BENCH_THREADS", "8"))


SETUP = """
from datetime import timedelta
from django.utils import timezone
from wagtail.models import Locale, Page
from events.models import EventIndexPage, EventPage, TicketType
Locale.objects.get_or_create(language_code="nl")
root = Page.get_first_root_node()
agenda = root.add_child(instance=EventIndexPage(title="Agenda", slug="agenda"))
start = timezone.now() + timedelta(days=7)
price = {price}
event = agenda.add_child(instance=EventPage(
    title="Drukbezochte avond", slug="drukbezochte-avond", start_time=start, end_time=start + timedelta(hours=3),
    ticket_types=[TicketType(name="Toegang", price_cents=price, youth_price_cents=price, non_member_price_cents=price, quota={quota})],
))
print(event.ticket_types.get().pk)
"""


def manage(env: dict, *args: str, stdin: str | None = None) -> str:
    done = subprocess.run(
        [str(PYTHON), "manage.py", *args], cwd=BACKEND, env=env, input=stdin, capture_output=True, text=True, check=True
    )
    return done.stdout


def buy(number: int, ticket_type: int, latencies: list, outcomes: dict, lock: threading.Lock, barrier: threading.Barrier) -> None:
    body = json.dumps(
        {
            "event": "drukbezochte-avond",
            "lines": [{"ticket_type": ticket_type, "quantity": 1}],
            "first_name": "Koper",
            "last_name": f"Nummer {number}",
            "email": f"koper-{number}@example.org",
            "idempotency_key": uuid.uuid4().hex,
        }
    ).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{PORT}/api/orders",
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Host": "localhost:3000",
            "X-Forwarded-For": f"10.{number // 65536 % 256}.{number // 256 % 256}.{number % 256}",
        },
    )
    barrier.wait()
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    except OSError as error:
        status = f"failed: {type(error).__name__}"
    elapsed = time.perf_counter() - started
    with lock:
        latencies.append(elapsed)
        outcomes[status] = outcomes.get(status, 0) + 1


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--buyers", type=int, default=200)
    parser.add_argument("--quota", type=int, default=100)
    parser.add_argument("--paid", action="store_true", help="a paid ticket: each order also starts a demo payment")
    args = parser.parse_args()

    fresh_postgres(POSTGRES_BENCH_URL)
    env = {
        **os.environ,
        "DATABASE_URL": POSTGRES_BENCH_URL,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "MEDIA_ROOT": str(REPO / "var" / "bench-media"),
        "SITE_URL": "http://localhost:3000",
    }
    manage(env, "migrate", "-v0")
    ticket_type = int(manage(env, "shell", stdin=SETUP.format(price=1500 if args.paid else 0, quota=args.quota)).split()[-1])

    server = subprocess.Popen(
        [str(BACKEND / ".venv" / "bin" / "gunicorn"), "config.wsgi", "--bind", f"127.0.0.1:{PORT}",
         "--workers", str(WORKERS), "--threads", str(THREADS), "--log-level", "warning"],
        cwd=BACKEND, env=env, start_new_session=True,
    )
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{PORT}/api/health", timeout=1)
                break
            except OSError:
                time.sleep(0.5)
        # Warm every worker (imports, first connection) before the crowd arrives.
        for _ in range(WORKERS * 4):
            urllib.request.urlopen(f"http://127.0.0.1:{PORT}/api/events/drukbezochte-avond", timeout=10).read()

        latencies: list[float] = []
        outcomes: dict = {}
        lock = threading.Lock()
        barrier = threading.Barrier(args.buyers + 1)
        threads = [
            threading.Thread(target=buy, args=(n, ticket_type, latencies, outcomes, lock, barrier)) for n in range(args.buyers)
        ]
        for thread in threads:
            thread.start()
        barrier.wait()
        started = time.perf_counter()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - started
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait()

    sold = manage(
        env,
        "shell",
        stdin="from orders.models import OrderLine\nfrom django.db.models import Sum\n"
        "print(OrderLine.objects.aggregate(n=Sum('quantity'))['n'] or 0)\n",
    ).split()[-1]
    orders = outcomes.get(201, 0)
    kind = "paid (demo payment started)" if args.paid else "free"
    print(f"ticket checkout benchmark: {args.buyers} buyers at once for {args.quota} tickets, {kind}, PostgreSQL, gunicorn {WORKERS}x{THREADS}")
    print(f"answers: {dict(sorted(outcomes.items(), key=str))}   tickets sold (database): {sold}")
    print(
        f"requests/s {args.buyers / wall:7.1f}   orders/s {orders / wall:7.1f}   wall {wall * 1000:7.0f} ms   "
        f"p50 {statistics.median(latencies) * 1000:6.0f} ms   p95 {percentile(latencies, 0.95) * 1000:6.0f} ms   "
        f"max {max(latencies) * 1000:6.0f} ms"
    )
    if int(sold) != args.quota or orders != args.quota:
        print("OVERSOLD OR UNDERSOLD: the quota was not sold exactly", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
