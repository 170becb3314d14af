"""CSRF on every state-changing API operation that carries a session (core/api_guards.py): a
logged-in member, a staff member or a legion dashboard session without the token is refused
with 403; with the token, or without any session cookie (public anonymous forms), the CSRF
guard lets the request through to the endpoint's own checks."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.middleware.csrf import _get_new_csrf_string, _mask_cipher_secret
from django.test import Client

from core.api_guards import CSRF_REFUSED

from .api_routes import operations

WRITES = operations(safe=False)
# Views that ask the token even without a session cookie (they open or need one).
ALWAYS_TOKEN = ("/api/accounts/", "/api/legion/access/", "/api/legion/dashboard/", "/api/check-in")
SESSION_KINDS = ["member", "staff", "anonymous-session"]


def test_the_api_has_state_changing_operations():
    # The enumeration must find the API's writes, or every test below would pass vacuously.
    assert len(WRITES) >= 30
    assert any(op.template == "/api/members/me/details" for op in WRITES)


def session_client(kind: str) -> Client:
    client = Client(enforce_csrf_checks=True, HTTP_HOST="localhost:3000")
    if kind == "member":
        client.force_login(get_user_model().objects.create_user("m@example.org", "m@example.org"))
    elif kind == "staff":
        client.force_login(
            get_user_model().objects.create_user("s", "s@example.org", is_staff=True)
        )
    else:  # a session that is no account's (the legion dashboard's, a cart's)
        session = client.session
        session["anything"] = 1
        session.save()
    assert settings.SESSION_COOKIE_NAME in client.cookies
    return client


def call(client: Client, op, **headers):
    return client.generic(
        op.method, op.url(), data="{}", content_type="application/json", **headers
    )


@pytest.mark.django_db
@pytest.mark.parametrize("kind", SESSION_KINDS)
@pytest.mark.parametrize("op", WRITES, ids=lambda op: op.id)
def test_session_without_token_is_refused(op, kind):
    response = call(session_client(kind), op)
    assert response.status_code == 403, response.content
    assert response.json()["message"] == CSRF_REFUSED


@pytest.mark.django_db
@pytest.mark.parametrize("op", WRITES, ids=lambda op: op.id)
def test_session_with_a_wrong_token_is_refused(op):
    client = session_client("member")
    client.cookies[settings.CSRF_COOKIE_NAME] = _get_new_csrf_string()
    response = call(client, op, HTTP_X_CSRFTOKEN=_mask_cipher_secret(_get_new_csrf_string()))
    assert response.status_code == 403
    assert response.json()["message"] == CSRF_REFUSED


@pytest.mark.django_db
@pytest.mark.parametrize("op", WRITES, ids=lambda op: op.id)
def test_session_with_the_token_passes_the_guard(op):
    client = session_client("member")
    secret = _get_new_csrf_string()
    client.cookies[settings.CSRF_COOKIE_NAME] = secret
    response = call(
        client, op, HTTP_X_CSRFTOKEN=_mask_cipher_secret(secret), HTTP_ORIGIN="http://localhost:3000"
    )
    assert response.status_code < 500
    if response.status_code == 403:
        assert response.json()["message"] != CSRF_REFUSED


@pytest.mark.django_db
@pytest.mark.parametrize("op", WRITES, ids=lambda op: op.id)
def test_no_session_cookie_needs_no_token_except_for_login(op):
    # Public anonymous forms arrive without the visitor's cookies: no session to act on.
    response = call(Client(enforce_csrf_checks=True, HTTP_HOST="localhost:3000"), op)
    assert response.status_code < 500
    if op.needs_login:
        assert response.status_code in (401, 403)
        return
    if op.template.startswith(ALWAYS_TOKEN):
        return  # logging in, a dashboard's session, the door scanner: a token always
    if response.status_code == 403:
        assert response.json()["message"] != CSRF_REFUSED
