"""Accounts: login only when activated, wrong passwords limited per account and per address, the
session rotated, CSRF checked, and activation and password links that are signed, single-use and
expiring."""

from __future__ import annotations

import re
import time

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

from accounts.tokens import activation_tokens, link_token, password_tokens
from core.tests.captcha_helpers import cheap_captcha, solved_captcha
from members.demo import MEMBER_EMAIL, MEMBER_PASSWORD

pytestmark = pytest.mark.django_db


def post(client, path, body):
    return client.post(path, body, content_type="application/json")


def login(client, email=MEMBER_EMAIL, password=MEMBER_PASSWORD, captcha=""):
    body = {"email": email, "password": password, "captcha": captcha}
    return post(client, "/api/accounts/login", body)


def test_login_rotates_session_and_logout_ends_it(client):
    client.get("/api/accounts/session")
    before = client.session.session_key
    response = login(client, email="LID@example.org")
    assert response.status_code == 200
    assert response.json()["user"] == {
        "email": MEMBER_EMAIL,
        "first_name": "Lotte",
        "last_name": "Demolid",
        "is_member": True,
        # From the person record: what the site's forms fill in for a logged-in member.
        "contact": {
            "street": "Voorbeeldlaan 12",
            "postal_code": "1234 AB",
            "city": "Voorbeeld",
            "phone": "",
        },
    }
    assert client.session.session_key != before
    assert (
        response.cookies["sessionid"]["httponly"]
        and response.cookies["sessionid"]["samesite"] == "Lax"
    )
    assert client.get("/api/accounts/session").json()["user"]["email"] == MEMBER_EMAIL
    assert post(client, "/api/accounts/logout", {}).json()["user"] is None
    assert client.get("/api/members/me").status_code == 401


def test_password_is_hashed_with_argon2():
    user = get_user_model().objects.get(username=MEMBER_EMAIL)
    assert user.password.startswith("argon2")


def test_wrong_password_and_unknown_address_answer_the_same(client):
    wrong = login(client, password="fout")
    unknown = login(client, email="niemand@example.org", password="fout")
    assert wrong.status_code == unknown.status_code == 422
    assert wrong.json() == unknown.json()
    assert "klopt niet" in wrong.json()["message"]


def test_not_activated_member_is_told_how_to_activate(client):
    response = login(client, email="jeugdlid@example.org", password="wat-dan-ook")
    assert response.status_code == 403
    message = response.json()["message"]
    assert (
        "nog niet geactiveerd" in message
        and "Wachtwoord vergeten" in message
        and "Account aanmaken" in message
    )


def test_failed_logins_ask_a_captcha_then_lock_the_account_from_that_address_only(settings):
    """Before: ten failures locked the account from every address, so anyone could lock any member
    out for a quarter of an hour. Now the captcha comes first, and the lock holds one pair."""
    cheap_captcha(settings)
    attacker = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR="203.0.113.66")
    for _ in range(settings.LOGIN_CAPTCHA_AFTER):
        assert login(attacker, password="fout").status_code == 422
    asked = login(attacker, password="fout")
    assert asked.status_code == 429 and asked.json()["fields"]["captcha"]
    answers = [
        login(attacker, password="fout", captcha=solved_captcha()).status_code
        for _ in range(settings.LOGIN_FAILURE_LIMIT - settings.LOGIN_CAPTCHA_AFTER)
    ]
    assert answers[:-1] == [422] * (len(answers) - 1) and answers[-1] == 429  # the last one locks
    locked = login(attacker, captcha=solved_captcha())  # even the right password now waits
    assert (
        locked.status_code == 429 and "Te veel mislukte inlogpogingen" in locked.json()["message"]
    )
    member = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR="198.51.100.50")
    # Ten failures: the account asks the captcha from every address…
    assert login(member).status_code == 429
    assert login(member, captcha=solved_captcha()).status_code == 200  # …but is not locked


def test_a_congress_wifi_does_not_lock_its_members_out(settings):
    """Before: ten failures from one address locked it for every account behind it."""
    cheap_captcha(settings)
    wifi = "192.0.2.200"
    for n in range(settings.LOGIN_ADDRESS_CAPTCHA_AFTER):  # many members, each mistyping once
        crowd = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR=wifi)
        assert login(crowd, email=f"lid{n}@example.org", password="fout").status_code == 422
    member = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR=wifi)
    assert login(member).status_code == 429  # the address now asks the captcha…
    assert login(member, captcha=solved_captcha()).status_code == 200  # …and lets members in


def test_counts_do_not_drop_to_zero_at_the_edge_of_a_window(settings, monkeypatch):
    """Before: failures sat in fixed windows of LOGIN_LOCKOUT_MINUTES, so a captcha step or a lock
    ended the moment a window did (and a test running across a quarter hour failed)."""
    cheap_captcha(settings)
    settings.LOGIN_ADDRESS_CAPTCHA_AFTER = 3
    window = settings.LOGIN_LOCKOUT_MINUTES * 60
    edge = (int(time.time()) // window + 1) * window
    clock = [edge - 1.0]
    monkeypatch.setattr(time, "time", lambda: clock[0])
    wifi = "192.0.2.201"
    for n in range(settings.LOGIN_ADDRESS_CAPTCHA_AFTER):
        crowd = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR=wifi)
        assert login(crowd, email=f"kant{n}@example.org", password="fout").status_code == 422
    clock[0] = edge + 1.0  # the next window has begun
    member = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR=wifi)
    assert login(member).status_code == 429  # still asks the captcha
    assert login(member, captcha=solved_captcha()).status_code == 200


def test_one_address_trying_many_accounts_reaches_a_ceiling(settings):
    cheap_captcha(settings)
    settings.LOGIN_ADDRESS_CAPTCHA_AFTER = 3
    settings.LOGIN_ADDRESS_FAILURE_LIMIT = 8
    stuffer = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR="203.0.113.7")
    answers = [
        login(stuffer, email=f"raden{n}@example.org", password="fout", captcha=solved_captcha())
        for n in range(settings.LOGIN_ADDRESS_FAILURE_LIMIT)
    ]
    assert [a.status_code for a in answers] == [422] * 7 + [429]
    assert login(stuffer, captcha=solved_captcha()).status_code == 429  # locked, every account
    elsewhere = Client(HTTP_HOST="localhost:3000", REMOTE_ADDR="198.51.100.8")
    assert login(elsewhere).status_code == 200


def test_a_wrong_captcha_counts_no_failure_and_is_refused(settings):
    cheap_captcha(settings)
    for _ in range(settings.LOGIN_CAPTCHA_AFTER):  # one account from one address
        login(Client(HTTP_HOST="localhost:3000"), password="fout")
    refused = login(Client(HTTP_HOST="localhost:3000"), captcha="bm90LWEtc29sdXRpb24=")
    assert refused.status_code == 429 and "niet gelukt" in refused.json()["fields"]["captcha"]


def test_posts_need_the_csrf_token():
    client = Client(enforce_csrf_checks=True, HTTP_HOST="localhost:3000")
    refused = login(client)
    assert refused.status_code == 403 and "sessie is verlopen" in refused.json()["message"]
    token = client.get("/api/accounts/session").json()["csrf_token"]
    allowed = client.post(
        "/api/accounts/login",
        {"email": MEMBER_EMAIL, "password": MEMBER_PASSWORD},
        content_type="application/json",
        HTTP_X_CSRFTOKEN=token,
        HTTP_ORIGIN="http://localhost:3000",
    )
    assert allowed.status_code == 200
    foreign = client.post(
        "/api/accounts/logout",
        {},
        content_type="application/json",
        HTTP_X_CSRFTOKEN=token,
        HTTP_ORIGIN="https://evil.example",
    )
    assert foreign.status_code == 403


def test_https_posts_need_no_referer_with_the_origin():
    """The Node server and nginx send Django no Referer (a page's address may hold a token, which
    the access log would keep): over HTTPS Django's CSRF check reads the Origin instead."""
    client = Client(enforce_csrf_checks=True, HTTP_HOST="localhost:3000")
    token = client.get("/api/accounts/session").json()["csrf_token"]
    allowed = client.post(
        "/api/accounts/login",
        {"email": MEMBER_EMAIL, "password": MEMBER_PASSWORD},
        content_type="application/json",
        HTTP_X_CSRFTOKEN=token,
        HTTP_ORIGIN="https://localhost:3000",
        HTTP_X_FORWARDED_PROTO="https",
    )
    assert allowed.status_code == 200, allowed.content


def test_activation_link_is_single_use(client, run_tasks, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        assert (
            post(client, "/api/accounts/activation", {"email": "jeugdlid@example.org"}).status_code
            == 200
        )
    assert run_tasks() == 1
    path = re.search(r"/account-aanmaken/(\S+)", mail.outbox[-1].body)
    assert mail.outbox[-1].subject == "Activeer uw account" and path
    token = path.group(1)
    # The token travels in a body, never in an address an access log keeps.
    assert client.get("/api/accounts/links/activation", {"token": token}).status_code == 405
    assert post(client, "/api/accounts/links/activation/check", {"token": token}).json() == {
        "valid": True,
        "email": "j•••••••@example.org",
    }
    weak = post(client, "/api/accounts/links/activation", {"token": token, "password": "1234"})
    assert weak.status_code == 422 and "password" in weak.json()["fields"]
    done = post(
        client,
        "/api/accounts/links/activation",
        {"token": token, "password": "een-goed-wachtwoord-77"},
    )
    assert done.status_code == 200 and done.json()["user"]["email"] == "jeugdlid@example.org"
    again = post(
        client,
        "/api/accounts/links/activation",
        {"token": token, "password": "nog-een-wachtwoord-88"},
    )
    assert again.status_code == 422
    assert (
        post(client, "/api/accounts/links/activation/check", {"token": token}).json()["valid"]
        is False
    )


def test_same_answer_whether_or_not_the_address_is_known(
    client, run_tasks, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        known = post(client, "/api/accounts/password-reset", {"email": MEMBER_EMAIL})
        unknown = post(client, "/api/accounts/password-reset", {"email": "onbekend@example.org"})
    assert known.json() == unknown.json() and known.status_code == unknown.status_code == 200
    assert run_tasks() == 1 and mail.outbox[-1].to == [MEMBER_EMAIL]
    assert "/wachtwoord-instellen?token=" in mail.outbox[-1].body
    assert (
        post(client, "/api/accounts/activation", {"email": "onbekend@example.org"}).json()
        == known.json()
    )
    assert run_tasks() == 0


def test_password_link_expires_and_is_tampered_proof(client, settings):
    user = get_user_model().objects.get(username=MEMBER_EMAIL)
    token = link_token(user, password_tokens)
    assert (
        post(client, "/api/accounts/links/password/check", {"token": token[:-2] + "xx"}).json()[
            "valid"
        ]
        is False
    )
    assert (
        post(
            client,
            "/api/accounts/links/password/check",
            {"token": link_token(user, activation_tokens)},
        ).json()["valid"]
        is False
    )
    settings.PASSWORD_RESET_TIMEOUT = -1
    assert (
        post(client, "/api/accounts/links/password/check", {"token": token}).json()["valid"]
        is False
    )


def test_new_password_logs_in_and_spends_the_link(client):
    user = get_user_model().objects.get(username=MEMBER_EMAIL)
    token = link_token(user, password_tokens)
    assert (
        post(
            client,
            "/api/accounts/links/password",
            {"token": token, "password": "nieuw-wachtwoord-2027"},
        ).status_code
        == 200
    )
    assert (
        post(
            client,
            "/api/accounts/links/password",
            {"token": token, "password": "ander-wachtwoord-2028"},
        ).status_code
        == 422
    )
    assert (
        login(Client(HTTP_HOST="localhost:3000"), password="nieuw-wachtwoord-2027").status_code
        == 200
    )


def test_mail_requests_are_rate_limited(client):
    answers = [
        post(client, "/api/accounts/password-reset", {"email": "x@example.org"}).status_code
        for _ in range(6)
    ]
    assert answers[:5] == [200] * 5 and answers[5] == 429


@pytest.mark.parametrize(
    "asked, answered",
    [
        ("/agenda/ledenavond-utrecht?x=1", "/agenda/ledenavond-utrecht?x=1"),
        (
            "http://localhost:3000/mijn-account",
            "http://localhost:3000/mijn-account",
        ),  # the host asked
        ("http://127.0.0.1:3000/mijn-account", ""),  # an allowed host, but not the one asked
        ("/\t/evil.example", ""),
        ("/mijn-account\r\nSet-Cookie: x=1", ""),
        ("https:evil.example", ""),
        ("", ""),
    ],
)
def test_login_answers_next_only_when_it_stays_on_this_host(client, asked, answered):
    client.get("/api/accounts/session")
    body = {"email": MEMBER_EMAIL, "password": MEMBER_PASSWORD, "next": asked}
    response = post(client, "/api/accounts/login", body)
    assert response.status_code == 200 and response.json()["next"] == answered


def test_session_answer_is_private_and_minimal_for_an_anonymous_visitor(client):
    response = client.get("/api/accounts/session")
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-store"
    body = response.json()
    assert body["user"] is None and body["price_group"] == "non_member" and body["csrf_token"]
    # An anonymous visitor gets no signed-in hint: their pages never ask this.
    assert "signed_in" not in response.cookies


def test_session_answer_holds_the_members_parts_and_the_hint_follows_login_and_logout(client):
    response = login(client)
    hint = response.cookies["signed_in"].value
    assert hint
    # Readable by the page's script (the session cookie is not), and never on another site's POST.
    assert not response.cookies["signed_in"]["httponly"]
    assert response.cookies["signed_in"]["samesite"] == "Lax"
    assert response.cookies["sessionid"]["httponly"]

    answer = client.get("/api/accounts/session")
    assert "signed_in" not in answer.cookies  # kept as it is while the session lasts
    assert answer["Cache-Control"] == "private, no-store"
    body = answer.json()
    assert body["user"]["first_name"] == "Lotte" and body["user"]["email"] == MEMBER_EMAIL
    assert body["price_group"] == "member"

    logged_out = post(client, "/api/accounts/logout", {})
    assert logged_out.cookies["signed_in"]["max-age"] == 0
    assert logged_out.json()["price_group"] == "non_member"


def test_a_stale_hint_is_dropped_when_the_session_has_no_user(client):
    client.cookies["signed_in"] = "1"
    response = client.get("/api/accounts/session")
    assert response.json()["user"] is None
    assert response.cookies["signed_in"]["max-age"] == 0
