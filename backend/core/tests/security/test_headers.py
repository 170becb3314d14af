"""Security headers on Django's answers (core/security.py, config/settings.py)."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from payments.models import DemoProviderPayment


def directives(policy: str) -> dict[str, list[str]]:
    parsed = {}
    for part in policy.split(";"):
        name, *values = part.split()
        parsed[name] = values
    return parsed


def assert_common_headers(response):
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"
    permissions = response["Permissions-Policy"]
    assert "camera=(self)" in permissions
    for denied in ("geolocation=()", "microphone=()", "payment=()", "usb=()"):
        assert denied in permissions
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"


def test_json_answers_load_nothing_and_cannot_be_framed(client):
    response = client.get("/api/health/live")
    assert response.status_code == 200
    assert_common_headers(response)
    policy = directives(response["Content-Security-Policy"])
    assert policy["default-src"] == ["'none'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert "Strict-Transport-Security" not in response


def test_error_answers_carry_the_headers_too(client, db):
    response = client.get("/api/pages/resolve", {"path": "/bestaat-niet-"})
    assert response.status_code in (404, 422)
    assert_common_headers(response)
    assert "default-src 'none'" in response["Content-Security-Policy"]


@pytest.mark.django_db
def test_the_demo_checkout_page_styles_itself_with_the_nonce(client, settings):
    settings.PAYMENT_PROVIDER = "demo"
    DemoProviderPayment.objects.create(
        id="tr_demo_headers",
        amount_cents=1000,
        description="Donatie",
        redirect_url="http://localhost:3000/doneren/bedankt",
        webhook_url="http://localhost:8000/api/payments/webhook",
        idempotency_key="headers-test",
        expires_at=timezone.now() + timedelta(minutes=15),
    )
    response = client.get("/api/payments/demo/tr_demo_headers")
    assert response.status_code == 200
    assert_common_headers(response)
    policy = directives(response["Content-Security-Policy"])
    nonce = re.search(r'<style nonce="([^"]+)">', response.content.decode())
    assert nonce, "the inline style carries the nonce"
    assert f"'nonce-{nonce[1]}'" in policy["style-src"]
    assert f"'nonce-{nonce[1]}'" in policy["script-src"]
    for values in policy.values():
        assert "'unsafe-inline'" not in values
        assert "'unsafe-eval'" not in values
    assert policy["form-action"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"]


def test_each_answer_has_a_fresh_nonce(client, db):
    first = client.get("/api/docs")
    second = client.get("/api/docs")
    assert first.status_code == second.status_code == 200
    nonce = re.compile(r"'nonce-([^']+)'")
    assert nonce.search(first["Content-Security-Policy"])[1] != nonce.search(second["Content-Security-Policy"])[1]


@pytest.mark.django_db
def test_the_admin_has_its_own_looser_policy(client):
    staff = get_user_model().objects.create_user("csp-staff", password="x", is_staff=True, is_superuser=True)
    client.force_login(staff)
    response = client.get("/cms/")
    assert response.status_code == 200
    assert_common_headers(response)
    policy = directives(response["Content-Security-Policy"])
    # Wagtail's templates carry inline scripts and styles; nothing comes from other sites.
    assert policy["script-src"] == ["'self'", "'unsafe-inline'"]
    assert "'unsafe-eval'" not in policy["script-src"]
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["frame-ancestors"] == ["'self'"]
    assert response["X-Frame-Options"] == "SAMEORIGIN"


def test_the_admin_login_page_too(client, db):
    response = client.get("/cms/login/")
    assert response.status_code == 200
    assert directives(response["Content-Security-Policy"])["frame-ancestors"] == ["'self'"]


def test_served_media_run_no_script(client, db):
    from pathlib import Path

    from django.urls import Resolver404, resolve

    try:
        root = Path(resolve("/media/csp-drawing.svg").kwargs["document_root"])
    except Resolver404:
        pytest.skip("media are not served by Django in this configuration (SERVE_MEDIA=false)")
    root.mkdir(parents=True, exist_ok=True)
    drawing = root / "csp-drawing.svg"
    drawing.write_text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    try:
        response = client.get("/media/csp-drawing.svg")
    finally:
        drawing.unlink()
    assert response.status_code == 200
    policy = directives(response["Content-Security-Policy"])
    assert policy["default-src"] == ["'none'"]
    assert "sandbox" in policy
    assert response["X-Content-Type-Options"] == "nosniff"


def test_hsts_only_over_https(client, db, settings):
    settings.SECURE_HSTS_SECONDS = 31_536_000
    assert "Strict-Transport-Security" not in client.get("/api/health/live")
    # Behind nginx, which terminates TLS and says so (SECURE_PROXY_SSL_HEADER).
    secure = client.get("/api/health/live", HTTP_X_FORWARDED_PROTO="https")
    assert secure["Strict-Transport-Security"] == "max-age=31536000"
    direct = client.get("/api/health/live", secure=True)
    assert direct["Strict-Transport-Security"] == "max-age=31536000"


def test_hsts_settings_follow_the_environment():
    from django.conf import settings

    assert settings.SECURE_PROXY_SSL_HEADER == ("HTTP_X_FORWARDED_PROTO", "https")
    assert settings.SECURE_HSTS_SECONDS == (0 if settings.DEBUG else 31_536_000)
    assert settings.SECURE_REFERRER_POLICY == "strict-origin-when-cross-origin"


def test_a_views_own_policy_is_kept(rf):
    from django.http import HttpResponse

    from core.security import SecurityHeadersMiddleware

    def view(request):
        response = HttpResponse("document")
        response["Content-Security-Policy"] = "default-src 'none'"
        return response

    response = SecurityHeadersMiddleware(view)(rf.get("/documents/1/a.pdf"))
    assert response["Content-Security-Policy"] == "default-src 'none'"
    assert "camera=(self)" in response["Permissions-Policy"]
