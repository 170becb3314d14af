"""Every request body is read to its end before the answer goes out (issue 19).

An endpoint may answer without reading the body (a 401, 403 or 413 to an anonymous POST). gunicorn
then announces keep-alive but, finding more than 64 kB unread, closes the connection after the
answer: the proxy in front (the Node server, nginx) sends its next visitor's request over a socket
that is gone, and that visitor gets a 502/504. So the rest of the body is drained here, before the
status line: the connection stays usable, as announced. A body too large to drain (over
DRAIN_MAX_BYTES, or chunked) is refused keep-alive by gunicorn's pre_request hook
(config/gunicorn.py): the answer says "Connection: close" and gunicorn closes cleanly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

# Above the largest body a proxy in front lets through (nginx: 25m for the admin's uploads).
DRAIN_MAX_BYTES = 32 * 1024 * 1024
_CHUNK = 64 * 1024


def drain(stream: Any, limit: int = DRAIN_MAX_BYTES) -> int:
    """Reads what is left of the body (at most `limit` bytes); returns how much was read."""
    read = 0
    while read < limit:
        try:
            data = stream.read(min(_CHUNK, limit - read))
        except (OSError, ValueError):
            break  # the client went away: gunicorn closes the connection itself
        if not data:
            break
        read += len(data)
    return read


class DrainRequestBody:
    """WSGI middleware: the request body is drained when the application starts its answer."""

    def __init__(self, app: Callable[..., Iterable[bytes]], limit: int = DRAIN_MAX_BYTES):
        self.app = app
        self.limit = limit

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        def start(status: str, headers: list, exc_info: Any = None):
            stream = environ.get("wsgi.input")
            if stream is not None and environ.get("REQUEST_METHOD") not in ("GET", "HEAD"):
                # One too large to drain is not waited for: its connection closes (pre_request).
                if not must_close(_declared(environ), self.limit):
                    drain(stream, self.limit)
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


def _declared(environ: dict) -> list[tuple[str, str]]:
    headers = [("Content-Length", environ.get("CONTENT_LENGTH") or "0")]
    if "HTTP_TRANSFER_ENCODING" in environ:
        headers.append(("Transfer-Encoding", environ["HTTP_TRANSFER_ENCODING"]))
    return headers


def must_close(headers: Iterable[tuple[str, str]], limit: int = DRAIN_MAX_BYTES) -> bool:
    """True for a request whose body may be too large to drain: its connection is not kept."""
    for name, value in headers:
        name = name.upper()
        if name == "TRANSFER-ENCODING" and "chunked" in value.lower():
            return True
        if name == "CONTENT-LENGTH":
            try:
                if int(value) > limit:
                    return True
            except ValueError:
                return True
    return False
