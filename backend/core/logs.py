"""Structured logs for the scaled mode (LOG_FORMAT=json): one JSON object per line, without
personal data.

Every message and traceback is scrubbed before it is written: e-mail addresses, the last part of
IP addresses (IPv4 keeps its /24, IPv6 its /48; the servers' own loopback and private addresses
stay), query strings (they carry tokens and search words), and every token, key and personal link
of deploy/log-masks.json (the list the Node server and nginx's access log mask too) are replaced.

Used by Django's LOGGING in both formats (config/settings.py), by gunicorn's error and access logs
(GunicornLogger: config/gunicorn.py, scripts/serve.sh) and, as a filter
over other programs' output, by scripts/prod.sh: `python -m core.logs nginx` turns each line of
standard input into a scrubbed JSON line. This module imports nothing from Django.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import re
import signal
import sys
from datetime import UTC, datetime
from typing import Any

from gunicorn import glogging as gunicorn_logging

from core import log_masks

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
IPV4 = re.compile(r"(?<![\w.])(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}(?![\w.])")
# Candidates only: a run of hex groups and colons, judged by _is_ipv6 (times like 12:30:45 stay).
IPV6 = re.compile(r"(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])")
QUERY = re.compile(r"((?:https?://|/)[^\s?\"'<>]*)\?[^\s\"'<>]*")
# Python counts the documentation ranges as private; in a log they stand for visitors (tests, docs).
DOCUMENTATION_V4 = ("192.0.2.", "198.51.100.", "203.0.113.")

REDACTED_EMAIL = "[email]"
REDACTED_QUERY = "?[query]"


def _is_ipv6(candidate: str) -> bool:
    # A real address only: gunicorn's time (2026:17:08:33) has as many colons.
    try:
        ipaddress.IPv6Address(candidate)
    except ValueError:
        return False
    return True


def _is_infrastructure(address: str) -> bool:
    """Loopback, private and link-local addresses are the servers' own, never a visitor's."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.is_loopback or ip.is_private or ip.is_link_local or ip.is_unspecified


def _shorten_ipv4(match: re.Match[str]) -> str:
    if _is_infrastructure(match.group(0)) and not match.group(0).startswith(DOCUMENTATION_V4):
        return match.group(0)
    return match.group(1) + ".0"


def _shorten_ipv6(match: re.Match[str]) -> str:
    candidate = match.group(0)
    if not _is_ipv6(candidate):
        return candidate
    if _is_infrastructure(candidate) and not candidate.lower().startswith("2001:db8"):
        return candidate
    groups = candidate.split("::")[0].split(":")
    return ":".join(groups[:3]) + "::"


def scrub(text: str) -> str:
    """The text without personal data (see the module's docstring)."""
    text = EMAIL.sub(REDACTED_EMAIL, text)
    text = QUERY.sub(lambda match: match.group(1) + REDACTED_QUERY, text)
    text = log_masks.apply(text)
    text = IPV4.sub(_shorten_ipv4, text)
    return IPV6.sub(_shorten_ipv6, text)


def scrub_value(value: Any) -> Any:
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, dict):
        return {key: scrub_value(item) for key, item in value.items()}
    if isinstance(value, list):
        return [scrub_value(item) for item in value]
    return value


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class JsonFormatter(logging.Formatter):
    """A log record as one JSON line: time (UTC), level, logger, message, and the traceback."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC)
            .isoformat(timespec="milliseconds")
            .replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": scrub(record.getMessage()),
        }
        status = getattr(record, "status_code", None)
        if isinstance(status, int):
            entry["status"] = status
        if record.exc_info:
            entry["exception"] = scrub(self.formatException(record.exc_info))
        if record.stack_info:
            entry["stack"] = scrub(self.formatStack(record.stack_info))
        return json.dumps(entry, ensure_ascii=False)


class PlainFormatter(logging.Formatter):
    """The embedded mode's plain lines (LOG_FORMAT=plain), scrubbed like the JSON ones."""

    def format(self, record: logging.LogRecord) -> str:
        return scrub(super().format(record))


class ScrubFilter(logging.Filter):
    """Scrubs a record's message where it is made (gunicorn's loggers, whatever their format)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg, record.args = scrub(record.getMessage()), ()
        return True


class GunicornLogger(gunicorn_logging.Logger):
    """gunicorn's logger with every access and error line scrubbed: its access log (the embedded
    mode's, `make run`) holds the request line and the Referer, query strings and tokens included."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        for logger in (self.error_log, self.access_log):
            if not any(isinstance(f, ScrubFilter) for f in logger.filters):
                logger.addFilter(ScrubFilter())


NGINX_LEVEL = re.compile(r"\[(debug|info|notice|warn|error|crit|alert|emerg)\]")
LEVELS = {"warn": "WARNING", "crit": "CRITICAL", "alert": "CRITICAL", "emerg": "CRITICAL"}


def line_to_json(line: str, logger: str) -> str | None:
    """One line of another program's output as a scrubbed JSON line (None for a blank line). A
    line that already is a JSON object keeps its fields, scrubbed."""
    line = line.rstrip("\n")
    if not line.strip():
        return None
    try:
        parsed = json.loads(line)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict):
        return json.dumps(scrub_value(parsed), ensure_ascii=False)
    level = NGINX_LEVEL.search(line)
    name = level.group(1) if level else "info"
    entry = {
        "time": _now(),
        "level": LEVELS.get(name, name.upper()),
        "logger": logger,
        "message": scrub(line),
    }
    return json.dumps(entry, ensure_ascii=False)


def main(argv: list[str]) -> int:
    # Ctrl-C reaches the whole process group: the program whose output this is stops, and this
    # filter writes its last lines and ends with its output.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    logger = argv[1] if len(argv) > 1 else "stdin"
    for line in sys.stdin:
        out = line_to_json(line, logger)
        if out is not None:
            sys.stdout.write(out + "\n")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
