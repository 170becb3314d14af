"""A large body to an endpoint that answers without reading it leaves the kept-alive connection
usable (config/body_drain.py), under the real gunicorn with the real settings (issue 19)."""

from __future__ import annotations

import http.client
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from config.body_drain import DRAIN_MAX_BYTES, must_close

BACKEND = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def gunicorn(tmp_path_factory):
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('drain')}/db.sqlite3",
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "LOG_FORMAT": "plain",
    }
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "config.wsgi",
            "-c",
            "config/gunicorn.py",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "1",
            "--threads",
            "2",
            "--log-level",
            "warning",
        ],
        cwd=BACKEND,
        env=env,
    )
    # Ready once a worker answers (its boot takes a few seconds on a busy machine).
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            probe = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            probe.request("GET", "/api/health/live")
            if probe.getresponse().status == 200:
                break
        except OSError:
            time.sleep(0.3)
    yield port
    process.terminate()
    process.wait(timeout=30)


@pytest.mark.parametrize("size", [64 * 1024, 1024 * 1024])
def test_the_connection_survives_a_large_body_answered_early(gunicorn, size):
    connection = http.client.HTTPConnection("127.0.0.1", gunicorn, timeout=30)
    # Anonymous, no CSRF cookie: refused (403) without the body being read.
    connection.request(
        "POST",
        "/api/members/me/details",
        body=b"a" * size,
        headers={"Content-Type": "application/json"},
    )
    refused = connection.getresponse()
    refused.read()
    assert refused.status in (401, 403)
    assert (refused.getheader("Connection") or "").lower() != "close"
    sock = connection.sock
    # The same connection, as a keep-alive proxy would reuse it.
    connection.request("GET", "/api/health/live")
    answer = connection.getresponse()
    answer.read()
    assert answer.status == 200
    assert connection.sock is sock, "the connection was not reused"


def test_a_body_too_large_to_drain_closes_the_connection_and_says_so(gunicorn):
    connection = http.client.HTTPConnection("127.0.0.1", gunicorn, timeout=30)
    connection.putrequest("POST", "/api/members/me/details")
    connection.putheader("Content-Type", "application/json")
    connection.putheader("Content-Length", str(DRAIN_MAX_BYTES + 1))
    connection.endheaders()
    connection.send(b"a" * 1024)
    answer = connection.getresponse()
    assert answer.status == 413
    assert (answer.getheader("Connection") or "").lower() == "close"


def test_must_close():
    assert must_close([("Content-Length", str(DRAIN_MAX_BYTES + 1))])
    assert must_close([("Transfer-Encoding", "chunked")])
    assert not must_close([("Content-Length", "1048576")])
    assert not must_close([])
