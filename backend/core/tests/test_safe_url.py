"""Where a visitor may be sent after a form: the shared vectors (also read by the frontend's
vitest, frontend/app/lib/safe-url.test.ts), checked against Django's own function and against
ours, then the login API and the admin's 2FA step that use it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.utils.http import url_has_allowed_host_and_scheme

from core.safe_url import is_safe_redirect

FIXTURE = json.loads((Path(__file__).parent / "safe_redirect_vectors.json").read_text())
CASES = FIXTURE["cases"]


def _options(case):
    hosts = set(case.get("allowed_hosts", FIXTURE["allowed_hosts"]))
    return {"allowed_hosts": hosts, "require_https": case.get("require_https", False)}


@pytest.mark.parametrize("case", CASES, ids=[repr(c["url"])[:60] for c in CASES])
def test_the_vectors_record_djangos_own_answer(case):
    """The 'django' column is what the TypeScript port must reproduce."""
    assert url_has_allowed_host_and_scheme(case["url"], **_options(case)) is case["django"]


@pytest.mark.parametrize("case", CASES, ids=[repr(c["url"])[:60] for c in CASES])
def test_is_safe_redirect(case):
    assert is_safe_redirect(case["url"], **_options(case)) is case["safe"], case["why"]


def test_the_vectors_cover_the_known_bypasses():
    urls = {case["url"] for case in CASES if not case["safe"]}
    for bypass in ["//evil.example", "/\\evil.example", "\\\\evil.example", "/\t/evil.example"]:
        assert bypass in urls
    assert {
        "https:evil.example",
        "javascript:alert(1)",
        "http://evil.example",
        "///evil.example",
    } <= urls
    assert any("\r" in url for url in urls) and any("\n" in url for url in urls)
    assert is_safe_redirect(None, allowed_hosts={"example.org"}) is False
