import io
import json
import logging

from core.logs import JsonFormatter, line_to_json, scrub


def test_scrub_removes_addresses_emails_queries_and_tokens():
    text = (
        "login of Jan.de-Vries+x@example.org from 81.204.12.34 and 2a02:a46f:85a3:8d3:1319:8a2e::7"
        " GET /zoeken?q=abortus&token=s3cret /agenda/tickets/Xy7_aBc9dEf0GhIjKlMnOpQrStUv"
        " /nieuwsbrief-afmelden/eyJuIjo1fQ:1rA2bC:abcDEF123ghiJKL456mnoPQR"
        " /lidmaatschap-upgrade/123e4567-e89b-12d3-a456-426614174000"
    )
    out = scrub(text)
    for secret in (
        "Jan.de-Vries",
        "example.org",
        "12.34",
        "1319",
        "abortus",
        "s3cret",
        "Xy7_aBc9",
        "eyJuIjo1fQ",
        "426614174000",
    ):
        assert secret not in out
    assert "81.204.12.0" in out and "2a02:a46f:85a3::" in out
    assert "/zoeken?[query]" in out and "/agenda/tickets/[token]" in out


def test_scrub_keeps_what_is_not_personal():
    text = (
        "at 12:30:45 GET /nieuws/verkiezingsprogramma-2026-2030 took 12.5 ms (status 200)"
        " [26/Nov/2026:17:08:33 +0100]"
    )
    assert scrub(text) == text
    # The servers' own addresses: loopback, private networks.
    servers = "Listening at: http://127.0.0.1:8401, upstream 10.0.3.7:8000, [::1]:3400, fd00::5"
    assert scrub(servers) == servers


def _log_through_formatter(message, *args, exc=None):
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("test.json")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        if exc:
            try:
                raise exc
            except Exception:
                logger.exception(message, *args)
        else:
            logger.warning(message, *args)
    finally:
        logger.removeHandler(handler)
    return stream.getvalue()


def test_records_are_json_lines_without_personal_data():
    out = _log_through_formatter("mail to %s failed", "lid@example.org")
    assert out.endswith("\n") and out.count("\n") == 1
    entry = json.loads(out)
    assert entry["level"] == "WARNING" and entry["logger"] == "test.json"
    assert entry["message"] == "mail to [email] failed"
    assert entry["time"].endswith("Z")


def test_tracebacks_are_scrubbed_too():
    out = _log_through_formatter("boom", exc=ValueError("no user lid@example.org at 81.1.2.3"))
    entry = json.loads(out)
    assert "ValueError" in entry["exception"]
    assert "lid@example.org" not in entry["exception"] and "81.1.2.3" not in entry["exception"]


def test_other_programs_lines_become_scrubbed_json():
    line = (
        "2026/03/18 21:00:01 [error] 12#12: *3 connect() failed (111: Connection refused) while "
        "connecting to upstream, client: 203.0.113.77, server: localhost, request: "
        '"GET /agenda?token=abc HTTP/1.1", host: "localhost:3400"\n'
    )
    entry = json.loads(line_to_json(line, "nginx"))
    assert entry["level"] == "ERROR" and entry["logger"] == "nginx"
    assert "203.0.113.77" not in entry["message"] and "token=abc" not in entry["message"]
    assert line_to_json("   \n", "nginx") is None
    already = line_to_json('{"path": "/x?uuid=1", "client": "203.0.113.77"}', "nginx")
    assert json.loads(already) == {"path": "/x?[query]", "client": "203.0.113.0"}


def test_json_format_is_chosen_by_log_format(monkeypatch):
    import importlib

    import config.settings as settings_module

    monkeypatch.setenv("LOG_FORMAT", "json")
    try:
        reloaded = importlib.reload(settings_module)
        assert reloaded.LOGGING["handlers"]["console"]["formatter"] == "json"
        assert reloaded.LOGGING["formatters"]["json"]["()"] == "core.logs.JsonFormatter"
    finally:
        monkeypatch.delenv("LOG_FORMAT")
        importlib.reload(settings_module)
