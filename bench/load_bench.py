"""Load benchmark (issue 10, DESIGN.md §6): wrk against a static file served by nginx (the machine's
limit), the home page, an article, /agenda and an event page, through the nginx micro-cache and
uncached, at 50 and 200 connections. Prints requests/s, p50, p95, p99
and errors side by side. Printed, not asserted; the targets are shown next to the figures:
cached pages within a small factor of the static file, p95 under 50 ms through the cache and under
150 ms uncached at 50 connections.

    backend/.venv/bin/python bench/load_bench.py \\
        --cached-base http://127.0.0.1:3400 --static-url http://127.0.0.1:3400/favicon.svg

The uncached runs go through the same nginx by default, with a request header that nginx never
answers from its cache (Authorization: a request with credentials bypasses a shared cache, RFC
9111 §3.5, and deploy/nginx.conf.template says so): nginx balances them over every Node server
of the topology and still compresses, so the column is what a visitor the cache cannot serve
gets from `make prod`. --uncached-base points them elsewhere (one Node server: its port). The
addresses also come from CACHED_BASE, UNCACHED_BASE and STATIC_URL. The
article and the event are the first ones their list pages link to. wrk (Debian's package) sends
Accept-Encoding: gzip as a browser would (--accept-encoding '' for none).

The anchor (issue 25, DESIGN.md §6): bench/baseline, a bare React Router page (one layout, an
article of 1 500 words from its loader) built from the frontend's node_modules, served by one Node
process (bench/baseline/server.mjs: Express and gzip, as react-router-serve serves an app). It is
started here on BASELINE_PORT (default 3409; `make bench-load` builds it) unless --baseline-url
(BASELINE_URL) points at one already running, measured in the same run, and every page's throughput
is printed as a ratio to it. Target: the uncached article at least half the baseline's.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
LUA = HERE / "wrk_report.lua"
CONNECTIONS = (50, 200)
BASELINE_DIR = HERE / "baseline"
BASELINE_PATH = "/nieuws/artikel"
TARGET_UNCACHED_SHARE_OF_BASELINE = 0.5
TARGET_P95_CACHED_MS = 50
TARGET_P95_UNCACHED_MS = 150


@dataclass
class Result:
    requests_per_s: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    errors: int
    requests: int

    def cells(self) -> str:
        return f"{self.requests_per_s:8.0f} {self.p50_ms:7.1f} {self.p95_ms:7.1f} {self.p99_ms:7.1f} {self.errors:7d}"


EMPTY = f"{'-':>8}{'':32}"


def fetch(url: str, encoding: str = "") -> tuple[int, str, dict[str, str]]:
    headers = {"User-Agent": "load-bench", **({"Accept-Encoding": encoding} if encoding else {})}
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as response:
        return (
            response.status,
            response.read().decode("utf-8", "replace"),
            dict(response.headers),
        )


def first_link(base: str, list_path: str, pattern: str) -> str:
    _, html, _ = fetch(base + list_path)
    match = re.search(pattern, html)
    if not match:
        sys.exit(f"no link matching {pattern} on {base}{list_path}")
    return match.group(1)


# Sent with every uncached request: nginx bypasses its page cache for a request with credentials.
BYPASS_HEADER = "Authorization: Bearer load-bench"


def wrk(
    url: str,
    connections: int,
    seconds: int,
    threads: int,
    timeout: str,
    encoding: str,
    bypass_cache: bool,
) -> Result:
    command = [
        "wrk",
        f"-t{threads}",
        f"-c{connections}",
        f"-d{seconds}s",
        f"--timeout={timeout}",
        "--latency",
        "-s",
        str(LUA),
        url,
    ]
    env = {**os.environ, "WRK_ACCEPT_ENCODING": encoding, "WRK_HEADER": BYPASS_HEADER if bypass_cache else ""}
    output = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    line = next((line for line in output.splitlines() if line.startswith("WRK_JSON ")), None)
    if line is None:
        sys.exit(f"wrk printed no summary for {url}:\n{output}")
    data = json.loads(line.removeprefix("WRK_JSON "))
    errors = sum(data[key] for key in ("connect", "read", "write", "timeout", "status"))
    return Result(
        requests_per_s=data["requests"] / (data["duration_us"] / 1e6),
        p50_ms=data["p50"] / 1000,
        p95_ms=data["p95"] / 1000,
        p99_ms=data["p99"] / 1000,
        errors=errors,
        requests=data["requests"],
    )


def verdict(result: Result, target_ms: int) -> str:
    """'p95 … ms < target (ok)', or MISSED; a run where most requests failed is a miss too."""
    if result.requests == 0 or result.errors > result.requests:
        return f"p95 not measurable: {result.requests} answers, {result.errors} errors (MISSED)"
    ok = result.p95_ms < target_ms and result.errors == 0
    sign = "<" if result.p95_ms < target_ms else ">="
    errors = f", {result.errors} errors" if result.errors else ""
    return f"p95 {result.p95_ms:.1f} ms {sign} {target_ms}{errors} ({'ok' if ok else 'MISSED'})"


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--cached-base",
        default=os.environ.get("CACHED_BASE", ""),
        help="nginx in front (micro-cache)",
    )
    parser.add_argument(
        "--uncached-base",
        default=os.environ.get("UNCACHED_BASE", ""),
        help="where the uncached runs go (default: the cached base, its cache bypassed)",
    )
    parser.add_argument(
        "--static-url",
        default=os.environ.get("STATIC_URL", ""),
        help="a static file nginx serves",
    )
    parser.add_argument(
        "--baseline-url",
        default=os.environ.get("BASELINE_URL", ""),
        help="a running bench/baseline server (default: started here on --baseline-port)",
    )
    parser.add_argument(
        "--baseline-port",
        type=int,
        default=int(os.environ.get("BASELINE_PORT", "3409")),
        help="where the baseline is started (default 3409, BASELINE_PORT)",
    )
    parser.add_argument(
        "--pages",
        default="home,article,/agenda,event",
        help="which pages, comma-separated (default all: home,article,/agenda,event)",
    )
    parser.add_argument("--no-baseline", action="store_true", help="do not measure bench/baseline")
    parser.add_argument("--duration", type=int, default=10, help="seconds per run (default 10)")
    parser.add_argument(
        "--warmup",
        type=int,
        default=2,
        help="seconds of warm-up per URL, not counted (default 2)",
    )
    parser.add_argument(
        "--threads",
        type=int,
        default=2,
        help="wrk threads (default 2: the machine's cores)",
    )
    parser.add_argument(
        "--timeout",
        default="5s",
        help="wrk's per-request timeout (default 5s, counted as an error)",
    )
    parser.add_argument(
        "--connections",
        default=",".join(map(str, CONNECTIONS)),
        help="comma-separated (default 50,200)",
    )
    parser.add_argument(
        "--accept-encoding",
        default="gzip",
        help="the Accept-Encoding sent (default gzip)",
    )
    args = parser.parse_args()

    if not shutil.which("wrk"):
        sys.exit("wrk is not installed: apt-get install wrk (make bench-load does it)")
    cached = args.cached_base.rstrip("/")
    uncached = (args.uncached_base or args.cached_base).rstrip("/")
    if not cached and not uncached:
        sys.exit("give --cached-base (or CACHED_BASE): the nginx of `make prod`")
    connections = [int(value) for value in args.connections.split(",")]
    discover = uncached or cached
    pages = [
        ("home", "/"),
        ("article", first_link(discover, "/nieuws", r'href="(/nieuws/[\w-]+)"')),
        ("/agenda", "/agenda"),
        (
            "event",
            first_link(
                discover,
                "/agenda",
                r'href="(/agenda/(?!bedankt|bevestigen|tickets|inchecken)[\w-]+)"',
            ),
        ),
    ]
    wanted = set(args.pages.split(","))
    pages = [(name, path) for name, path in pages if name in wanted]
    for base in (cached, uncached):
        for _, path in pages if base else ():
            status, _, _ = fetch(base + path)
            if status != 200:
                sys.exit(f"{base}{path} answered {status}")

    baseline_process = None
    baseline_url = ""
    if not args.no_baseline:
        if args.baseline_url:
            baseline_url = args.baseline_url.rstrip("/") + BASELINE_PATH
        else:
            baseline_process = start_baseline(args.baseline_port)
            baseline_url = f"http://127.0.0.1:{args.baseline_port}{BASELINE_PATH}"
    try:
        run(args, cached, uncached, connections, pages, baseline_url)
    finally:
        if baseline_process:
            baseline_process.terminate()
            baseline_process.wait(timeout=10)


def start_baseline(port: int) -> subprocess.Popen[bytes]:
    """bench/baseline's server on `port`, once it answers."""
    if not (BASELINE_DIR / "build" / "server" / "index.js").exists():
        sys.exit("bench/baseline is not built: make bench-baseline")
    process = subprocess.Popen(
        ["node", str(BASELINE_DIR / "server.mjs")],
        env={**os.environ, "PORT": str(port), "NODE_ENV": "production"},
        stdout=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if fetch(f"http://127.0.0.1:{port}{BASELINE_PATH}")[0] == 200:
                return process
        except OSError:
            time.sleep(0.2)
    process.terminate()
    sys.exit(f"bench/baseline did not answer on port {port}")


def run(
    args: argparse.Namespace,
    cached: str,
    uncached: str,
    connections: list[int],
    pages: list[tuple[str, str]],
    baseline_url: str,
) -> None:
    started = datetime.datetime.now().astimezone()
    print(
        f"load benchmark {started:%Y-%m-%d %H:%M %Z}, {os.cpu_count()} cores, load average at start {load_average()}"
    )
    print(
        f"wrk {args.threads} threads, {args.duration} s per run after {args.warmup} s warm-up, timeout {args.timeout}, "
        f"Accept-Encoding: {args.accept_encoding or '(none)'}"
    )
    print(
        f"cached: {cached or '(not measured)'}   uncached: {uncached or '(not measured)'}   static: {args.static_url or '(not measured)'}"
    )
    print(f"baseline: {baseline_url or '(not measured)'}")

    def settle(url: str) -> None:
        """Waits (at most a minute) until `url` answers within a second again: an overloaded Node
        server keeps rendering what was queued for seconds after wrk stopped, which would slow the
        next run."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            started = time.monotonic()
            try:
                # wrk's Accept-Encoding: the cache keeps a copy per encoding, and this one is measured.
                fetch(url, args.accept_encoding)
            except OSError:
                pass
            if time.monotonic() - started < 1:
                return
            time.sleep(2)

    def measure(url: str, conns: int, bypass_cache: bool = False) -> Result:
        settle(
            url
        )  # through the cache, this also makes sure the entry exists before the clock starts
        if args.warmup:
            wrk(
                url,
                conns,
                args.warmup,
                args.threads,
                args.timeout,
                args.accept_encoding,
                bypass_cache,
            )
        return wrk(
            url, conns, args.duration, args.threads, args.timeout, args.accept_encoding, bypass_cache
        )

    # The static file and every cached page first, then the uncached ones: an uncached run leaves the
    # Node server busy for a while, which would show up as cache misses in a cached run after it.
    results: dict[tuple[str, str, int], Result] = {}
    for conns in connections:
        if args.static_url:
            results[("static", "", conns)] = measure(args.static_url, conns)
    for base, mode in ((cached, "cached"), (uncached, "uncached")):
        if not base:
            continue
        if mode == "uncached" and baseline_url:
            # Before the uncached pages: those leave the machine busy for a while after wrk stops.
            for conns in connections:
                results[("baseline", "", conns)] = measure(baseline_url, conns)
        for name, path in pages:
            for conns in connections:
                results[(mode, name, conns)] = measure(base + path, conns, mode == "uncached")
    if not uncached and baseline_url:
        for conns in connections:
            results[("baseline", "", conns)] = measure(baseline_url, conns)

    rows: list[tuple[str, int, Result | None, Result | None]] = []
    if args.static_url:
        rows += [
            ("static file", conns, results[("static", "", conns)], None) for conns in connections
        ]
    for name, _ in pages:
        for conns in connections:
            rows.append(
                (
                    name,
                    conns,
                    results.get(("cached", name, conns)),
                    results.get(("uncached", name, conns)),
                )
            )

    header = f"{'req/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'errors':>7}"
    print()
    uncached_label = "uncached (nginx, cache bypassed)" if uncached == cached else f"uncached ({uncached})"
    print(f"{'':20} | {'through the nginx cache':^40} | {uncached_label:^40}")
    print(f"{'page':12} {'conns':>7} | {header} | {header}")
    for name, conns, through_cache, direct in rows:
        left = through_cache.cells() if through_cache else EMPTY
        right = direct.cells() if direct else EMPTY
        print(f"{name:12} {conns:7d} | {left} | {right}")
    print(f"load average at the end {load_average()}")

    print()
    print("targets (DESIGN.md §6):")
    static = {conns: result for name, conns, result, _ in rows if name == "static file" and result}
    for name, conns, through_cache, direct in rows:
        if name == "static file" or conns != min(connections):
            continue
        notes = []
        if through_cache:
            notes.append(f"cached {verdict(through_cache, TARGET_P95_CACHED_MS)}")
            if conns in static and through_cache.requests_per_s:
                factor = static[conns].requests_per_s / through_cache.requests_per_s
                notes.append(f"static/cached throughput {factor:.1f}x")
        if direct:
            notes.append(f"uncached {verdict(direct, TARGET_P95_UNCACHED_MS)}")
        print(f"  {name:10} at {conns} connections: " + "; ".join(notes))

    if baseline_url:
        side_by_side(results, connections)


def side_by_side(results: dict[tuple[str, str, int], Result], connections: list[int]) -> None:
    """Issue 25's table: the static file, the cached article, the baseline and the uncached article,
    each as a ratio of the baseline's throughput in this run."""
    print()
    print("side by side with bench/baseline (this run):")
    print(f"  {'what':34} {'conns':>5} {'req/s':>8} {'x baseline':>10} {'p95 ms':>7}")
    rows = [
        ("nginx, the static file", ("static", "")),
        ("the article through the page cache", ("cached", "article")),
        ("bench/baseline (one Node process)", ("baseline", "")),
        ("the article uncached, through nginx", ("uncached", "article")),
    ]
    for conns in connections:
        base = results.get(("baseline", "", conns))
        for label, (mode, name) in rows:
            result = results.get((mode, name, conns))
            if not result:
                continue
            ratio = f"{result.requests_per_s / base.requests_per_s:10.2f}" if base and base.requests_per_s else f"{'-':>10}"
            print(f"  {label:34} {conns:5d} {result.requests_per_s:8.0f} {ratio} {result.p95_ms:7.1f}")
    conns = min(connections)
    base = results.get(("baseline", "", conns))
    article = results.get(("uncached", "article", conns))
    if base and article and base.requests_per_s:
        share = article.requests_per_s / base.requests_per_s
        ok = share >= TARGET_UNCACHED_SHARE_OF_BASELINE
        print(
            f"target (DESIGN.md §6): the uncached article at {conns} connections at least "
            f"{TARGET_UNCACHED_SHARE_OF_BASELINE:.0%} of the baseline's throughput: {share:.0%} ({'ok' if ok else 'MISSED'})"
        )


if __name__ == "__main__":
    main()
