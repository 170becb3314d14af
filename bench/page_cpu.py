"""CPU time per page of the Node server and of Django (issue 10, DESIGN.md §6).

wrk's latencies on this 2-core machine mostly measure who else is busy; the CPU time each server
process spends per page does not depend much on that, and it bounds what 2 cores can serve:
pages/s <= 2000 / (node ms + django ms). This script reads the CPU counters (/proc) of the
processes listening on the Node port and on the Django port, requests each path N times one after
the other, and prints the CPU milliseconds per request of each, the HTML size and the wall time.

    backend/.venv/bin/python bench/page_cpu.py --base http://127.0.0.1:3000 --django-port 8000 \\
        --requests 100 / /nieuws/<slug> /agenda

Run it against `make run` (SQLite, no Redis) or against one Node server of `make prod`
(--base http://127.0.0.1:3401 --django-port 8401,8402: every Django server the Node server's API
calls are balanced over), where the API answer cache is on.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import time
import urllib.request
from urllib.parse import urlparse

TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")


def listening_pids(port: int) -> list[int]:
    """Every process holding a socket on this TCP port (gunicorn's master and its workers)."""
    found = subprocess.run(["fuser", "-n", "tcp", str(port)], capture_output=True, text=True)
    return [int(pid) for pid in found.stdout.split()]


def with_children(pids: list[int]) -> list[int]:
    everyone = set(pids)
    for pid in pids:
        children = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        everyone.update(int(child) for child in children)
    return sorted(everyone)


def cpu_ticks(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime + stime
    return total


def fetch(url: str) -> int:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request) as response:
        return len(response.read())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", default="http://127.0.0.1:3000")
    parser.add_argument("--django-port", default="8000", help="comma-separated: every Django server")
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("paths", nargs="*", default=["/", "/agenda"])
    args = parser.parse_args()
    node = with_children(listening_pids(urlparse(args.base).port or 80))
    django = with_children([pid for port in args.django_port.split(",") for pid in listening_pids(int(port))])
    if not node or not django:
        raise SystemExit(f"Nothing listens on {args.base} or on port {args.django_port}")
    with open("/proc/loadavg") as loadavg:
        load = loadavg.read().split()[0]
    print(f"# {args.requests} requests per path, one at a time; load average {load}; gzip")
    print(f"{'path':40s} {'node ms':>8s} {'django ms':>10s} {'pages/s on 2 cores':>19s} {'gzip KB':>8s} {'wall ms':>8s}")
    for path in args.paths:
        url = args.base + path
        for _ in range(5):
            fetch(url)
        node_before, django_before, started = cpu_ticks(node), cpu_ticks(django), time.perf_counter()
        size = 0
        for _ in range(args.requests):
            size = fetch(url)
        wall = (time.perf_counter() - started) * 1000 / args.requests
        node_ms = (cpu_ticks(node) - node_before) * 1000 / TICKS_PER_SECOND / args.requests
        django_ms = (cpu_ticks(django) - django_before) * 1000 / TICKS_PER_SECOND / args.requests
        ceiling = 2000 / (node_ms + django_ms) if node_ms + django_ms else float("inf")
        print(f"{path:40s} {node_ms:8.1f} {django_ms:10.1f} {ceiling:19.0f} {size / 1024:8.1f} {wall:8.1f}")


if __name__ == "__main__":
    main()
