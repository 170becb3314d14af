"""deploy/nginx.conf.template as `make prod` renders it, run by Debian's nginx against stand-ins
for Django and Node (a small HTTP server, a closed port): its access log keeps no token, key or
personal link (the shared masks of deploy/log-masks.json, run by nginx's own PCRE), it forwards no
Referer, and its own error answers carry the security headers (JSON for /api). Skipped where nginx
is not installed (`make nginx`)."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from core import log_masks

NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
pytestmark = pytest.mark.skipif(NGINX is None, reason="nginx is not installed (make nginx)")

SECURITY_HEADERS = ("content-security-policy", "x-content-type-options", "x-frame-options")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class _Django(BaseHTTPRequestHandler):
    """Answers the page-cache version and /api/ok; breaks off /api/broken (nginx: 502)."""

    referers: list[str | None] = []

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        _Django.referers.append(self.headers.get("Referer"))
        if self.path.startswith("/api/broken"):
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        body = b"{}"
        self.send_response(200 if self.path.startswith(("/internal/", "/api/ok")) else 404)
        self.send_header("Content-Type", "application/json")
        self.send_header("X-Page-Cache-Version", "1")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def nginx(tmp_path_factory):
    root = tmp_path_factory.mktemp("nginx")
    media = root / "media"
    (media / "images").mkdir(parents=True)
    (root / "static").mkdir()
    (root / "client" / "assets").mkdir(parents=True)
    for sub in ("tmp", "cache", "log"):
        (root / sub).mkdir()
    django = ThreadingHTTPServer(("127.0.0.1", 0), _Django)
    threading.Thread(target=django.serve_forever, daemon=True).start()
    port, internal = _free_port(), _free_port()
    values = {
        "PROD_DIR": str(root),
        "NGINX_PORT": str(port),
        "NGINX_INTERNAL_PORT": str(internal),
        "NGINX_USER_DIRECTIVE": "user root root;" if os.getuid() == 0 else "",
        "NGINX_ACCESS_LOG": f"{root}/log/access.log json",
        "PAGE_CACHE": "off",
        # Node is away: a closed port.
        "FRONTEND_SERVERS": f"        server 127.0.0.1:{_free_port()};",
        "BACKEND_SERVERS": f"        server 127.0.0.1:{django.server_address[1]};",
        "LISTEN_PUBLIC": f"        listen 127.0.0.1:{port};",
        "STATIC_ROOT": str(root / "static"),
        "MEDIA_ROOT": str(media),
        "CLIENT_DIR": str(root / "client"),
        "PROXY_CONNECT_TIMEOUT": "2s",
        "PROXY_READ_TIMEOUT": "30s",
    }
    template = log_masks.NGINX_TEMPLATE.read_text()
    assert set(re.findall(r"\$\{([A-Z_]+)\}", template)) == set(values)  # as scripts/prod.sh fills it
    variables = " ".join(f"${{{name}}}" for name in values)
    config = subprocess.run(
        ["envsubst", variables],
        input=template,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **values},
    ).stdout
    (root / "nginx.conf").write_text(config)
    assert NGINX is not None
    args = [NGINX, "-p", str(root), "-c", str(root / "nginx.conf"), "-e", "stderr"]
    subprocess.run([*args, "-t", "-q"], check=True)
    process = subprocess.Popen([*args, "-g", "daemon off;"], stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            break
        except OSError:
            time.sleep(0.05)
    yield base, root
    process.terminate()
    process.wait(10)
    django.shutdown()


def _get(url: str, **headers: str) -> tuple[int, dict[str, str], str]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return (
                answer.status,
                {k.lower(): v for k, v in answer.headers.items()},
                answer.read().decode(),
            )
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read().decode()


def test_access_log_masks_every_link_of_the_shared_list(nginx):
    base, root = nginx
    links = {
        "activation": ("MTI.d0xk2a-0123456789abcdef0123456789abcdef", "/account-aanmaken/{}"),
        "activation (en)": (
            "MTI.d0xk2a-fedcba9876543210fedcba9876543210",
            "/en/account-aanmaken/{}",
        ),
        "lowercase ticket key": ("abcdefghijklmnop_qrstuvwxyzabcdef", "/agenda/tickets/{}"),
        "ticket pdf": ("abcdefghijklmnop_qrstuvwxyzabcdeg", "/api/tickets/{}/pdf"),
        "friend link": ("demo-vriend-wordt-lid-2026", "/lidmaatschap-upgrade/{}"),
        "friend join": ("demo-vriend-wordt-lid-2027", "/api/members/upgrade/{}/join"),
        "referral code": ("Ab3_kq9ZxLm2", "/api/legion/referral/codes/{}"),
        "admin reset": (
            "d0xk2a-0123456789abcdef0123456789abcde0",
            "/cms/password_reset/confirm/MTI/{}/",
        ),
        "order": ("123e4567-e89b-12d3-a456-426614174000", "/api/orders/{}"),
        "query": ("s3cret-token", "/wachtwoord-instellen?token={}"),
    }
    for secret, shape in links.values():
        _get(base + shape.format(secret))
    # nginx writes a request's line after the answer has gone out: wait for the last one.
    log = root / "log" / "access.log"
    deadline = time.monotonic() + 5
    while len(log.read_text().splitlines()) < len(links) and time.monotonic() < deadline:
        time.sleep(0.05)
    text = log.read_text()
    entries = [json.loads(line) for line in text.splitlines()]
    assert len(entries) >= len(links)
    for name, (secret, _) in links.items():
        assert secret not in text, name
    paths = {entry["path"] for entry in entries}
    assert "/account-aanmaken/[token]" in paths and "/api/tickets/[token]/pdf" in paths
    assert "/cms/password_reset/confirm/MTI/[token]/" in paths and "/api/orders/[id]" in paths


def test_no_referer_reaches_django(nginx):
    base, _ = nginx
    _Django.referers.clear()
    _get(f"{base}/api/ok", Referer=f"{base}/account-aanmaken/MTI.d0xk2a-0123456789abcdef")
    assert _Django.referers == [None]


@pytest.mark.parametrize(
    ("path", "status", "kind"),
    [
        ("/media/images/", 403, "text/html"),  # a folder: nginx refuses it itself
        ("/internal/page-cache-version", 404, "text/html"),
        ("/agenda", 502, "text/html"),  # Node away
        ("/api/broken", 502, "application/json"),  # Django broke off
    ],
)
def test_nginx_own_errors_carry_the_security_headers(nginx, path, status, kind):
    base, _ = nginx
    code, headers, body = _get(base + path)
    assert code == status
    assert headers["content-type"].startswith(kind)
    for name in SECURITY_HEADERS:
        assert name in headers, (path, name, headers)
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["cache-control"] == "no-store"
    if kind == "application/json":
        assert json.loads(body) == {
            "message": "De server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.",
            "fields": {},
        }
    else:
        assert '<html lang="nl">' in body and "nginx" not in body
