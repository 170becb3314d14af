"""Every token, key and personal link the site hands out stays out of every log line: the shared
masks (deploy/log-masks.json) applied by Django's plain and JSON logs and gunicorn's access log
(`make run`), and written into nginx's access-log maps (`make prod`, checked in the browser suite:
e2e/scaled/topology.scaled.ts)."""

import io
import logging
import secrets
from datetime import timedelta
from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.tokens import default_token_generator
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode
from gunicorn.config import Config

from accounts.tokens import activation_tokens, link_token, password_tokens
from core import log_masks
from core.logs import GunicornLogger, PlainFormatter, scrub


def _secrets(user) -> dict[str, tuple[str, str]]:
    """name -> (secret, an address that carries it), made by the same code the site uses."""
    activation = link_token(user, activation_tokens)
    password = link_token(user, password_tokens)
    # A ticket key without a digit (token_urlsafe gives one in ~0.4 % of keys), a 12-character
    # member-get-member code, a friend's readable demo link: none has a 'random key' shape.
    lower_key = "abcdefghijklmnop_qrstuvwxyzabcdef"
    referral = secrets.token_urlsafe(9)
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    admin_reset = default_token_generator.make_token(user)
    return {
        "activation page": (activation, f"/account-aanmaken/{activation}"),
        "activation page (en)": (activation, f"/en/account-aanmaken/{activation}"),
        "password page": (password, f"/wachtwoord-instellen?token={password}"),
        "ticket page": (lower_key, f"/agenda/tickets/{lower_key}"),
        "ticket pdf": (lower_key, f"/api/tickets/{lower_key}/pdf"),
        "friend link": (
            "demo-vriend-wordt-lid-2026",
            "/lidmaatschap-upgrade/demo-vriend-wordt-lid-2026",
        ),
        "friend join api": (
            "demo-vriend-wordt-lid-2026",
            "/api/members/upgrade/demo-vriend-wordt-lid-2026/join",
        ),
        "discount offer api": (
            "kortingscode-voorjaar",
            "/api/members/offers/discount/kortingscode-voorjaar",
        ),
        "referral code api": (referral, f"/api/legion/referral/codes/{referral}"),
        "admin password reset": (admin_reset, f"/cms/password_reset/confirm/{uid}/{admin_reset}/"),
        "demo checkout": (
            "tr_demo_0123456789abcdef",
            "/api/payments/demo/tr_demo_0123456789abcdef",
        ),
        "monthly gift stop": (
            "b1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
            "/doneer/stoppen/b1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
        ),
        "monthly gift manage": (
            "b1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
            "/en/doneer/beheren/b1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
        ),
        "friend's gift manage": (
            "f1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
            "/vrienden/beheren/f1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
        ),
        "friend's gift api": (
            "f1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
            "/api/friends/manage/f1c2d3:1rA2bC:abcDEF123ghiJKL456mnoPQR",
        ),
    }


@pytest.fixture
def member(db):
    return get_user_model().objects.create_user(
        username="maskers", email="maskers@example.org", password="x-long-password-2026"
    )


def test_scrub_masks_every_kind_of_link(member):
    for name, (secret, address) in _secrets(member).items():
        line = f'GET http://localhost:3000{address} HTTP/1.1 "https://example.org{address}"'
        assert secret not in scrub(line), name
    # The account token's shape alone is enough, in any context (an error's message).
    activation = link_token(member, activation_tokens)
    assert scrub(f"invalid link {activation}!") == "invalid link [token]!"


def _gunicorn_access_line(path: str, referer: str) -> str:
    """One request through gunicorn's own access logger, as `make run` configures it."""
    cfg = Config()
    cfg.set("accesslog", "-")
    cfg.set("logger_class", "core.logs.GunicornLogger")
    logger = GunicornLogger(cfg)
    stream = io.StringIO()
    for handler in logger.access_log.handlers:
        handler.stream = stream
    raw, _, query = path.partition("?")
    environ = {
        "REQUEST_METHOD": "GET",
        "RAW_URI": path,
        "PATH_INFO": raw,
        "QUERY_STRING": query,
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_REFERER": referer,
        "HTTP_USER_AGENT": "Mozilla/5.0",
    }
    resp = SimpleNamespace(status="200 OK", sent=10, headers=[])
    logger.access(
        resp, SimpleNamespace(headers=[("REFERER", referer)]), environ, timedelta(seconds=0.01)
    )
    return stream.getvalue()


def test_gunicorn_access_log_keeps_no_token(member):
    for name, (secret, address) in _secrets(member).items():
        line = _gunicorn_access_line(address, f"http://localhost:3000{address}")
        assert '"GET /' in line, line
        assert secret not in line, f"{name}: {line}"


def test_plain_django_log_keeps_no_token(member):
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(PlainFormatter("%(levelname)s %(name)s %(message)s"))
    logger = logging.getLogger("test.plain")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        for _, address in _secrets(member).values():
            logger.warning("Not Found: %s", address)
    finally:
        logger.removeHandler(handler)
    text = stream.getvalue()
    assert text.count("WARNING test.plain Not Found: /") == len(_secrets(member))
    for name, (secret, _) in _secrets(member).items():
        assert secret not in text, name


def test_nginx_template_holds_exactly_the_shared_masks():
    """deploy/nginx.conf.template's access-log maps are generated from the list: one map per mask,
    in its order (python -m core.log_masks --write)."""
    assert log_masks.template_block() == log_masks.nginx_maps()
    block = log_masks.template_block()
    for mask in log_masks.masks():
        assert f'"~^(?<before>.*?{mask.before}){mask.secret}(?<after>.*)$"' in block
    assert "log_format json" in log_masks.NGINX_TEMPLATE.read_text()
    assert '"path":"$log_path"' in log_masks.NGINX_TEMPLATE.read_text()


def test_masks_have_no_capturing_groups_and_run_in_every_dialect():
    import re

    for mask in log_masks.masks():
        assert re.compile(mask.before).groups == 0 and re.compile(mask.secret).groups == 0, (
            mask.name
        )
        assert '"' not in mask.before + mask.secret and "$" not in mask.before + mask.secret, (
            mask.name
        )
